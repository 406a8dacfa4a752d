import type { ReactElement } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import { BulbOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@gengyun/contracts/i18n/catalog';
import { switchLanguage } from '@/i18n/language';
import { useT } from '@/i18n/t';
import { chooseTheme, usePreferences, useThemeName } from './session-store';

const LANG_LABEL_KEYS = { zh_CN: 'web.lang.zh_CN', en_US: 'web.lang.en_US' } as const;

/** zh_CN ↔ en_US. */
export function LanguageSwitch(): ReactElement {
  const { t } = useT();
  const { lang } = usePreferences();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((value) => ({ key: value, label: <span data-testid={`lang-${value}`}>{t(LANG_LABEL_KEYS[value])}</span> })),
        onClick: ({ key }) => void switchLanguage(key as Lang).catch(() => undefined),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="lang-switch">
        {t(LANG_LABEL_KEYS[lang])}
      </Button>
    </Dropdown>
  );
}

/** Dark (default) ↔ light, remembered. */
export function ThemeSwitch(): ReactElement {
  const { t } = useT();
  const theme = useThemeName();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip title={t(next === 'light' ? 'web.theme.toLight' : 'web.theme.toDark')}>
      <Button
        type="text"
        icon={<BulbOutlined />}
        data-testid="theme-switch"
        data-theme={theme}
        aria-label={t(next === 'light' ? 'web.theme.toLight' : 'web.theme.toDark')}
        onClick={() => chooseTheme(next)}
      />
    </Tooltip>
  );
}
