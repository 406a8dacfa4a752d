import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@/api/query-client';
import { setNotifier } from '@/api/notifier';
import { i18n } from '@/i18n/i18n-instance';
import { antdTheme } from '@/theme/antd-theme';
import { applyCssVariables } from '@/theme/palette';
import { LoadingOverlay } from './LoadingOverlay';
import { usePreferences } from './session-store';

/** Routes the HTTP client's toasts through antd's themed message API. */
function NotifierBridge(): null {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setNotifier({
      success: (text) => void message.success(text),
      error: (text) => void message.error(text),
      warning: (text) => void message.warning(text),
    });
  }, [message]);
  return null;
}

/** Query cache, i18n, antd theme (dark by default) and locale, toasts, loading overlay. */
export function Providers({ children }: { children: ReactNode }): ReactElement {
  const { theme, lang } = usePreferences();
  const themeConfig = useMemo(() => antdTheme(theme), [theme]);
  useEffect(() => applyCssVariables(theme), [theme]);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={themeConfig} locale={lang === 'en_US' ? enUS : zhCN}>
          <AntdApp>
            <NotifierBridge />
            <LoadingOverlay />
            {children}
          </AntdApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
