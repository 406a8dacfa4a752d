import type { ConfigRow, ConfigValue, ConfigValueType, MessageKey } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';

export const systemConfigKeys = {
  all: ['systemConfig'] as const,
  list: () => [...systemConfigKeys.all, 'list'] as const,
};

export type { ConfigRow, ConfigValue, ConfigValueType };

/** What a form control holds for an item: text for string and JSON items, a number, or a boolean. */
export type ConfigFormValue = string | number | boolean | null | undefined;

export function toFormValue(row: ConfigRow): ConfigFormValue {
  switch (row.value_type) {
    case 'number':
      return typeof row.value === 'number' ? row.value : row.value === null || row.value === '' ? null : Number(row.value);
    case 'boolean':
      return row.value === true || row.value === 'true' || row.value === 1;
    case 'json':
      return row.value === null || row.value === undefined ? '' : JSON.stringify(row.value, null, 2);
    case 'string':
      return row.value === null || row.value === undefined ? '' : String(row.value);
  }
}

export type Parsed = { ok: true; value: ConfigValue } | { ok: false; error: MessageKey };

/** The typed value of a control, as the server expects it for the item's type (mirrors coerceConfigValue). */
export function parseConfigValue(type: string, raw: ConfigFormValue): Parsed {
  switch (type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, error: 'system.admin.config.errors.number' };
    }
    case 'boolean':
      return { ok: true, value: raw === true || raw === 'true' || raw === 1 };
    case 'json': {
      if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, error: 'system.admin.config.errors.json' };
      try {
        return { ok: true, value: JSON.parse(raw) as ConfigValue };
      } catch {
        return { ok: false, error: 'system.admin.config.errors.json' };
      }
    }
    default:
      return typeof raw === 'string' && raw.length > 2000 ? { ok: false, error: 'system.admin.config.errors.tooLong' } : { ok: true, value: raw === null || raw === undefined ? '' : String(raw) };
  }
}

const same = (a: ConfigValue, b: ConfigValue): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface ConfigItem {
  key: string;
  value: ConfigValue;
}

/** Items whose typed value differs from the stored one; throws nothing — invalid controls are skipped (the form blocks them). */
export function changedItems(rows: readonly ConfigRow[], values: Record<string, ConfigFormValue>): ConfigItem[] {
  const items: ConfigItem[] = [];
  for (const row of rows) {
    if (!(row.key in values)) continue;
    const parsed = parseConfigValue(row.value_type, values[row.key]);
    if (parsed.ok && !same(parsed.value, row.value)) items.push({ key: row.key, value: parsed.value });
  }
  return items;
}

/** Rows grouped by `group`, groups and rows in server order. */
export function groupRows(rows: readonly ConfigRow[]): Array<{ group: string; rows: ConfigRow[] }> {
  const groups = new Map<string, ConfigRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups].map(([group, items]) => ({ group, rows: items }));
}

export const useSystemConfig = () => useCallQuery<ConfigRow[]>(systemConfigKeys.list(), '/systemConfig/list');

export const useUpdateSystemConfig = () =>
  useActionMutation<{ items: ConfigItem[] }, ConfigRow[]>('/systemConfig/update', { invalidate: [systemConfigKeys.all] });
