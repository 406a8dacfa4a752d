import { useEffect, useState, type ReactElement } from 'react';
import { RouterProvider } from 'react-router-dom';
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

/** The web app: providers around the guarded router (the server's labels load with the shell, after login). */
export function App(): ReactElement {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <DocumentLanguage />
      <RouterProvider router={router} />
    </Providers>
  );
}
