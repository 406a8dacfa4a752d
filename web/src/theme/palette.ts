import type { ThemeName } from '@/app/session-store';

/**
 * Control-room palette: deep blue-black surfaces, teal/cyan primary, alarm colours chosen to stay
 * readable on both backgrounds (critical red, major orange, minor amber, normal green, info cyan).
 */
export interface Palette {
  primary: string;
  primaryHover: string;
  bg: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  header: string;
  sider: string;
  alarmCritical: string;
  alarmMajor: string;
  alarmMinor: string;
  normal: string;
  info: string;
}

export const palettes: Record<ThemeName, Palette> = {
  dark: {
    primary: '#13b5b1',
    primaryHover: '#36cfc9',
    bg: '#0b1220',
    surface: '#111a2b',
    surfaceRaised: '#16223a',
    border: '#22314d',
    text: '#e3eaf5',
    textMuted: '#8b9ab3',
    header: '#0e1728',
    sider: '#0c1524',
    alarmCritical: '#ff4d4f',
    alarmMajor: '#ff8c1a',
    alarmMinor: '#fadb14',
    normal: '#3ddc84',
    info: '#29c5f6',
  },
  light: {
    primary: '#0e9c98',
    primaryHover: '#13b5b1',
    bg: '#f0f4f8',
    surface: '#ffffff',
    surfaceRaised: '#f7fafc',
    border: '#d9e2ec',
    text: '#1f2d3d',
    textMuted: '#5b6b80',
    header: '#ffffff',
    sider: '#0f2a3a',
    alarmCritical: '#d9363e',
    alarmMajor: '#d46b08',
    alarmMinor: '#ad8b00',
    normal: '#389e0d',
    info: '#0b84c6',
  },
};

/** CSS custom properties for the parts antd does not paint (shell chrome, cards, screens, map popups). */
export const cssVariables = (name: ThemeName): Record<string, string> => {
  const palette = palettes[name];
  return {
    '--gy-primary': palette.primary,
    '--gy-primary-hover': palette.primaryHover,
    '--gy-bg': palette.bg,
    '--gy-surface': palette.surface,
    '--gy-surface-raised': palette.surfaceRaised,
    '--gy-border': palette.border,
    '--gy-text': palette.text,
    '--gy-text-muted': palette.textMuted,
    '--gy-header': palette.header,
    '--gy-sider': palette.sider,
    '--gy-alarm-critical': palette.alarmCritical,
    '--gy-alarm-major': palette.alarmMajor,
    '--gy-alarm-minor': palette.alarmMinor,
    '--gy-normal': palette.normal,
    '--gy-info': palette.info,
  };
};

/** Writes the variables on <html> and marks the theme for CSS (`[data-theme='dark']`). */
export function applyCssVariables(name: ThemeName, root: HTMLElement = document.documentElement): void {
  Object.entries(cssVariables(name)).forEach(([variable, value]) => root.style.setProperty(variable, value));
  root.dataset.theme = name;
  root.style.colorScheme = name;
}
