import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { I18nextProvider } from 'react-i18next';
import { setNotifier } from '@/api/notifier';
import { i18n } from '@/i18n/i18n-instance';
import { antdTheme } from '@/theme/antd-theme';
import { applyCssVariables } from '@/theme/palette';
import { LoadingOverlay } from './LoadingOverlay';
import { usePreferences, useThemeName } from './session-store';

/** Routes the HTTP client's toasts through antd's themed message API (its holder renders inside the theme). */
function Toasts(): ReactElement {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    setNotifier({
      success: (text) => void api.success(text),
      error: (text) => void api.error(text),
      warning: (text) => void api.warning(text),
      info: (text) => void api.info(text),
    });
  }, [api]);
  return holder;
}

/**
 * i18n, antd theme (dark by default) and locale, toasts (the client's and the pages'), loading overlay. The query
 * cache comes with the shell (SessionGuard), so the login page does not load it.
 */
export function Providers({ children }: { children: ReactNode }): ReactElement {
  const { lang } = usePreferences();
  const theme = useThemeName();
  const themeConfig = useMemo(() => antdTheme(theme), [theme]);
  useEffect(() => applyCssVariables(theme), [theme]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={themeConfig} locale={lang === 'en_US' ? enUS : zhCN}>
        <Toasts />
        <LoadingOverlay />
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}
