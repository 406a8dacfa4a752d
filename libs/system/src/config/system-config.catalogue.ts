import { CONFIG_VALUE_TYPES, type ConfigValue, type ConfigValueType, type MessageKey } from '@gengyun/contracts';

export { CONFIG_VALUE_TYPES, type ConfigValue, type ConfigValueType };

export interface ConfigDefinition {
  key: string;
  type: ConfigValueType;
  group: string;
  label: MessageKey;
  default: ConfigValue;
}

/**
 * The configuration items an enterprise may set, with their type and default. Items are declared here (not
 * created by users) so code can rely on their type; an area adds its items to this list.
 */
export const CONFIG_DEFINITIONS: readonly ConfigDefinition[] = [
  { key: 'site.title', type: 'string', group: 'basic', label: 'system.config.keys.siteTitle', default: '' },
  { key: 'site.defaultTheme', type: 'string', group: 'basic', label: 'system.config.keys.defaultTheme', default: 'dark' },
  { key: 'map.center', type: 'json', group: 'basic', label: 'system.config.keys.mapCenter', default: { lng: 116.397, lat: 39.909, zoom: 16 } },
  { key: 'upload.imageCountLimit', type: 'number', group: 'upload', label: 'system.config.keys.imageCountLimit', default: 9 },
  { key: 'workOrder.allowGrab', type: 'boolean', group: 'workOrder', label: 'system.config.keys.workOrderGrab', default: false },
  { key: 'workOrder.overdueHours', type: 'number', group: 'workOrder', label: 'system.config.keys.workOrderOverdueHours', default: 24 },
  { key: 'alarm.smsIntervals', type: 'json', group: 'alarm', label: 'system.config.keys.alarmSmsIntervals', default: [60, 300, 900, 1800] },
  { key: 'alarm.mailEnabled', type: 'boolean', group: 'alarm', label: 'system.config.keys.alarmMailEnabled', default: false },
];

export const definitionOf = (key: string): ConfigDefinition | undefined => CONFIG_DEFINITIONS.find((d) => d.key === key);

/** The typed value for a sent value, or undefined when it does not fit the type. Form values arrive as text. */
export function coerceConfigValue(type: ConfigValueType, raw: unknown): ConfigValue | undefined {
  switch (type) {
    case 'string':
      return typeof raw === 'string' && raw.length <= 2000 ? raw : typeof raw === 'number' ? String(raw) : undefined;
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      if (raw === true || raw === 'true' || raw === '1' || raw === 1) return true;
      if (raw === false || raw === 'false' || raw === '0' || raw === 0) return false;
      return undefined;
    case 'json':
      if (raw !== null && typeof raw === 'object') return raw;
      if (typeof raw !== 'string') return undefined;
      try {
        return JSON.parse(raw) as ConfigValue;
      } catch {
        return undefined;
      }
  }
}

export const serialise = (type: ConfigValueType, value: ConfigValue): string =>
  type === 'string' ? String(value) : JSON.stringify(value);

export const deserialise = (type: ConfigValueType, text: string): ConfigValue => (type === 'string' ? text : (JSON.parse(text) as ConfigValue));
