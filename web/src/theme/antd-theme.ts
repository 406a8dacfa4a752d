import { theme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/app/session-store';
import { palettes } from './palette';

/** antd theme per choice: dark algorithm by default, compact-enough sizes for 1366×768. */
export function antdTheme(name: ThemeName): ThemeConfig {
  const palette = palettes[name];
  const dark = name === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: palette.primary,
      colorInfo: palette.info,
      colorSuccess: palette.normal,
      colorWarning: palette.alarmMajor,
      colorError: palette.alarmCritical,
      colorLink: palette.primary,
      colorBgLayout: palette.bg,
      colorBgContainer: palette.surface,
      colorBgElevated: palette.surfaceRaised,
      colorBorder: palette.border,
      colorBorderSecondary: palette.border,
      colorText: palette.text,
      colorTextSecondary: palette.textMuted,
      borderRadius: 6,
      fontSize: 14,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
    },
    components: {
      Layout: { headerBg: palette.header, siderBg: palette.sider, bodyBg: palette.bg, headerHeight: 52, headerPadding: '0 16px' },
      Menu: {
        darkItemBg: palette.sider,
        darkSubMenuItemBg: dark ? '#09111e' : '#0b2230',
        darkItemSelectedBg: palette.primary,
        itemHeight: 40,
      },
      Table: { headerBg: dark ? '#142036' : '#eef3f7', rowHoverBg: dark ? '#182742' : '#e6f7f6' },
      Tabs: { cardBg: palette.surface },
      Card: { colorBgContainer: palette.surface },
    },
  };
}
