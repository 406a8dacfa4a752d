import { useEffect, useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
import { startLanguage } from '@/i18n/language';
import { useT } from '@/i18n/t';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** Window title and <html lang> follow the language. */
function DocumentLanguage(): null {
  const { t, lang } = useT();
  useEffect(() => {
    document.title = t('web.app.name');
    document.documentElement.lang = lang === 'en_US' ? 'en' : 'zh-CN';
  }, [t, lang]);
  return null;
}

/** The web app: providers around the guarded router; server labels are loaded after the first paint. */
export function App(): ReactElement {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    void startLanguage();
  }, []);
  return (
    <Providers>
      <DocumentLanguage />
      <RouterProvider router={router} />
    </Providers>
  );
}
