import { PAGE_SIZES, SELECT_KEY_PATTERN, type DictItemRequest, type DictItemRow, type DictTypeRequest, type DictTypeRow, type Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, usePagedQuery, type PagedParams } from '@/api/hooks';
import { useQuery } from '@tanstack/react-query';

/** The largest page the server accepts. */
const ALL_PAGE = Math.max(...PAGE_SIZES);

/** Query keys of the dictionary screen; mutations invalidate `all` (and the option lists). */
export const dictionaryKeys = {
  all: ['dictionary'] as const,
  types: () => [...dictionaryKeys.all, 'types'] as const,
  items: (typeId: number) => [...dictionaryKeys.all, 'items', typeId] as const,
  options: ['options'] as const,
};

export type { DictItemRow, DictTypeRow };
export type DictItemNode = DictItemRow & { children?: DictItemNode[] };
/** The type form's values: /dict/type/add, or /dict/type/update with the id. */
export type DictTypeInput = DictTypeRequest & { id?: number };
/** The item form's values: /dict/item/add, or /dict/item/update with the id (parent 0 makes the item top-level). */
export type DictItemInput = Omit<DictItemRequest, 'type_id'> & { id?: number; type_id?: number };

/** Server rule for type codes (they are option `selectKey`s). */
export const TYPE_CODE_PATTERN = SELECT_KEY_PATTERN;

/**
 * Items → a tree by `parent_id`, children ordered as the server listed them (sort, id). Items whose parent
 * is missing stay at the top so nothing disappears; leaves have no `children` (antd shows no expander).
 */
export function buildItemTree(rows: readonly DictItemRow[]): DictItemNode[] {
  const nodes = new Map<number, DictItemNode>(rows.map((row) => [row.id, { ...row }]));
  const roots: DictItemNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of an item and all its descendants (they cannot become its parent). */
export function subtreeIds(rows: readonly DictItemRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Every item of a type (the server pages by at most 100). */
export async function fetchAllItems(typeId: number, signal?: AbortSignal): Promise<DictItemRow[]> {
  const rows: DictItemRow[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await call<Page<DictItemRow>>('/dict/item/pageList', { type_id: typeId, pageNumber, pageSize: ALL_PAGE }, { noLoading: true, signal });
    rows.push(...page.rows);
    if (page.rows.length < ALL_PAGE || rows.length >= page.total) return rows;
  }
}

export const useDictTypePage = (params: PagedParams) => usePagedQuery<DictTypeRow>(dictionaryKeys.types(), '/dict/type/pageList', params);

export const useDictItems = (typeId: number | null) =>
  useQuery({
    queryKey: dictionaryKeys.items(typeId ?? 0),
    queryFn: ({ signal }) => fetchAllItems(typeId!, signal),
    enabled: typeId !== null,
  });

const invalidate = [dictionaryKeys.all, dictionaryKeys.options];

/** add when the input has no id, update otherwise; both invalidate the dictionary and option lists. */
function useSaveMutation<T extends { id?: number }>(base: string, onDone?: () => void) {
  const add = useActionMutation<T & Record<string, unknown>>(`${base}/add`, { invalidate, onSuccess: () => onDone?.() });
  const update = useActionMutation<T & Record<string, unknown>>(`${base}/update`, { invalidate, onSuccess: () => onDone?.() });
  return {
    isPending: add.isPending || update.isPending,
    save: (input: T): void => (input.id ? update : add).mutate(input as T & Record<string, unknown>),
  };
}

export const useSaveDictType = (onDone?: () => void) => useSaveMutation<DictTypeInput>('/dict/type', onDone);
export const useSaveDictItem = (onDone?: () => void) => useSaveMutation<DictItemInput>('/dict/item', onDone);
/** The enable switch of a row: an update with only `id` and `enabled`. */
export const useToggleDictType = () => useActionMutation<{ id: number; enabled: boolean }>('/dict/type/update', { invalidate });
export const useToggleDictItem = () => useActionMutation<{ id: number; enabled: boolean }>('/dict/item/update', { invalidate });
export const useDeleteDictType = () => useActionMutation<{ id: number }>('/dict/type/delete', { invalidate });
export const useDeleteDictItem = () => useActionMutation<{ id: number }>('/dict/item/delete', { invalidate });
