import type { ReactElement } from 'react';
import { Button } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { LANGS } from '@gengyun/contracts/i18n/catalog';
import { chooseTheme, usePreferences, useThemeName } from '@/app/session-store';
import { switchLanguage } from '@/i18n/language';
import { useT } from '@/i18n/t';

const LANG_LABEL_KEYS = { zh_CN: 'web.lang.zh_CN', en_US: 'web.lang.en_US' } as const;

/**
 * The login page's language and theme switches as plain buttons (the shell's header has the dropdown and tooltip
 * versions, whose menu and popup code the login page does not need to load).
 */
export function LoginPreferences(): ReactElement {
  const { t } = useT();
  const { lang } = usePreferences();
  const theme = useThemeName();
  const themeLabel = t(theme === 'dark' ? 'web.theme.toLight' : 'web.theme.toDark');
  return (
    <div className="gy-login-corner gy-login-switch">
      {LANGS.map((value) => (
        <Button
          key={value}
          type="text"
          size="small"
          aria-pressed={lang === value}
          data-testid={`login-lang-${value}`}
          onClick={() => void switchLanguage(value).catch(() => undefined)}
        >
          {t(LANG_LABEL_KEYS[value])}
        </Button>
      ))}
      <Button
        type="text"
        size="small"
        icon={<BulbOutlined />}
        title={themeLabel}
        aria-label={themeLabel}
        data-testid="login-theme"
        data-theme={theme}
        onClick={() => chooseTheme(theme === 'dark' ? 'light' : 'dark')}
      />
    </div>
  );
}
