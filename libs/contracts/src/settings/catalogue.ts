import type { MessageKey } from '../i18n';
import { DEFAULT_LANG, LANGS } from '../i18n/catalog';
import { checkSetting, type SettingSpec, type SettingValueOf } from './kinds';

export interface SettingEntry<S extends SettingSpec = SettingSpec> {
  /** The area whose code reads it; the setting is shown and accepted only while that area is installed. */
  area: string;
  /** The card it is shown in (`system.config.groups.<group>`). */
  group: string;
  label: MessageKey;
  spec: S;
  default: SettingValueOf<S>;
}

const entry = <S extends SettingSpec>(e: SettingEntry<S>): SettingEntry<S> => e;

/**
 * Every setting an enterprise may change, with its type, default and the area that reads it. A setting is declared
 * here only together with the code that reads it (docs/settings.md lists where).
 */
export const SETTINGS = {
  'site.title': entry({ area: 'system', group: 'basic', label: 'system.config.keys.siteTitle', spec: { kind: 'text', maxLength: 40 }, default: '' }),
  'site.defaultTheme': entry({ area: 'system', group: 'basic', label: 'system.config.keys.defaultTheme', spec: { kind: 'theme' }, default: 'dark' }),
  /** The language of text the system writes into an enterprise's records (the orders an alarm opens). */
  'site.language': entry({ area: 'system', group: 'basic', label: 'system.config.keys.siteLanguage', spec: { kind: 'enum', options: [...LANGS], labelPrefix: 'i18n.langs.' }, default: DEFAULT_LANG }),
  'map.center': entry({ area: 'system', group: 'map', label: 'system.config.keys.mapCenter', spec: { kind: 'mapView' }, default: { lat: 39.909, lng: 116.397, zoom: 16 } }),
  'upload.imageCountLimit': entry({ area: 'files', group: 'upload', label: 'system.config.keys.imageCountLimit', spec: { kind: 'number', min: 1, max: 50, integer: true, unit: 'pictures' }, default: 9 }),
  'workOrder.allowGrab': entry({ area: 'workOrders', group: 'workOrder', label: 'system.config.keys.workOrderGrab', spec: { kind: 'boolean' }, default: false }),
  'workOrder.overdueHours': entry({ area: 'workOrders', group: 'workOrder', label: 'system.config.keys.workOrderOverdueHours', spec: { kind: 'number', min: 1, max: 720, integer: true, unit: 'hours' }, default: 24 }),
  'serviceRequest.publicEnabled': entry({ area: 'serviceRequests', group: 'serviceRequest', label: 'system.config.keys.serviceRequestPublic', spec: { kind: 'boolean' }, default: true }),
  'alarm.smsIntervals': entry({ area: 'alarms', group: 'alarm', label: 'system.config.keys.alarmSmsIntervals', spec: { kind: 'seconds', count: 4, min: 1, max: 86_400 }, default: [60, 300, 900, 1800] }),
  'alarm.mailEnabled': entry({ area: 'alarms', group: 'alarm', label: 'system.config.keys.alarmMailEnabled', spec: { kind: 'boolean' }, default: false }),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = SettingValueOf<(typeof SETTINGS)[K]['spec']>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => Object.prototype.hasOwnProperty.call(SETTINGS, key);

/** The entry's check, with the entry's label. */
export const checkSettingValue = (key: SettingKey, raw: unknown) => checkSetting(SETTINGS[key].spec, raw, SETTINGS[key].label);
