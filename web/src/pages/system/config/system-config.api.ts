import { checkSetting, type ConfigRow, type MessageKey } from '@gengyun/contracts';
import { useActionMutation, useCallQuery } from '@/api/hooks';

export const systemConfigKeys = {
  all: ['systemConfig'] as const,
  list: () => [...systemConfigKeys.all, 'list'] as const,
};

export type { ConfigRow };
/** What a control holds: the setting's own value (text, number, switch, theme, map view, list of seconds). */
export type ConfigFormValue = ConfigRow['value'] | null | undefined;

export type Checked = { ok: true; value: ConfigRow['value'] } | { ok: false; error: MessageKey; params: unknown[] };

/** The same check the server runs (libs/contracts settings/kinds.ts), so a refused value never leaves the page. */
export const checkRow = (row: ConfigRow, value: ConfigFormValue): Checked => checkSetting(row.spec, value, row.label as MessageKey) as Checked;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface ConfigItem {
  key: string;
  value: ConfigRow['value'];
}

/** Items whose checked value differs from the stored one (invalid controls are skipped: the form blocks them). */
export function changedItems(rows: readonly ConfigRow[], values: Record<string, ConfigFormValue>): ConfigItem[] {
  const items: ConfigItem[] = [];
  for (const row of rows) {
    if (!(row.key in values)) continue;
    const checked = checkRow(row, values[row.key]);
    if (checked.ok && !same(checked.value, row.value)) items.push({ key: row.key, value: checked.value });
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
