import { useMemo } from 'react';
import { useOptionsQuery, type OptionItem } from '@/api/hooks';

/** A node of an antd TreeSelect. */
export interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/**
 * Flat option items (value, text, pid) → a tree for TreeSelect. Items whose parent is not in the list become roots
 * (data scopes may hide a parent). `disabledIds` and their subtrees are disabled (a parent cannot be itself or a
 * descendant).
 */
export function optionTree(items: ReadonlyArray<Pick<OptionItem, 'value' | 'text' | 'pid'>> | undefined, disabledIds: readonly number[] = []): TreeOption[] {
  const list = Array.isArray(items) ? items : [];
  const ids = new Set(list.map((item) => Number(item.value)));
  const byParent = new Map<number | null, OptionItem[]>();
  for (const item of list) {
    const pid = item.pid === null || item.pid === undefined || item.pid === '' || !ids.has(Number(item.pid)) ? null : Number(item.pid);
    byParent.set(pid, [...(byParent.get(pid) ?? []), item]);
  }
  const build = (pid: number | null, disabled: boolean, seen: Set<number>): TreeOption[] =>
    (byParent.get(pid) ?? []).flatMap((item) => {
      const value = Number(item.value);
      if (seen.has(value)) return [];
      const off = disabled || disabledIds.includes(value);
      const children = build(value, off, new Set([...seen, value]));
      return [{ value, title: item.text, ...(off ? { disabled: true } : {}), ...(children.length ? { children } : {}) }];
    });
  return build(null, false, new Set());
}

/** value → text lookup of an option list. */
export const nameOf =
  (items: readonly OptionItem[] | undefined) =>
  (value: unknown): string =>
    items?.find((item) => String(item.value) === String(value))?.text ?? '';

/** Equipment types (tree, `pid`), locations (tree), models (of a type), manufacturers and suppliers, cached 30 s. */
export function useEquipmentOptions(typeId?: number) {
  const types = useOptionsQuery('assetType');
  const positions = useOptionsQuery('assetPosition');
  const models = useOptionsQuery('assetModel', typeId ? { typeId } : {});
  const manufacturers = useOptionsQuery('manufacturer');
  const suppliers = useOptionsQuery('supplier');
  const typeTree = useMemo(() => optionTree(types.data), [types.data]);
  const positionTree = useMemo(() => optionTree(positions.data), [positions.data]);
  return { types, positions, models, manufacturers, suppliers, typeTree, positionTree };
}

export const selectOptions = (items: readonly OptionItem[] | undefined): Array<{ value: number; label: string }> =>
  (items ?? []).map((item) => ({ value: Number(item.value), label: item.text }));
