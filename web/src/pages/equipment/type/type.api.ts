import { useQuery } from '@tanstack/react-query';
import type { EquipmentTypeNode, EquipmentTypeRequest } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation } from '@/api/hooks';

export const typeKeys = {
  all: ['equipment', 'type'] as const,
  tree: (keyword: string) => ['equipment', 'type', 'tree', keyword] as const,
};

/** A node of /equipmentType/tree; `children` is left out of leaves by `pruneTree`. */
export type TypeNode = Omit<EquipmentTypeNode, 'children'> & { children?: TypeNode[] };

/** Empty child lists removed, so leaf rows show no expand button. */
export const pruneTree = (nodes: readonly TypeNode[]): TypeNode[] =>
  nodes.map(({ children, ...node }) => (children?.length ? { ...node, children: pruneTree(children) } : node));

/** The node and every descendant's id: none of them may become its parent. */
export function subtreeIds(node: TypeNode | undefined): number[] {
  if (!node) return [];
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}

/** The type form's values: /equipmentType/add, or /update with the id. */
export type TypeInput = EquipmentTypeRequest & { id?: number };

/** Tree → the `value/title/children` shape of a TreeSelect, with `blocked` ids (and their subtrees) disabled. */
export interface TypeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TypeOption[];
}
export const typeOptions = (nodes: readonly TypeNode[], blocked: readonly number[] = []): TypeOption[] =>
  nodes.map((node) => {
    const disabled = blocked.includes(node.id);
    const children = typeOptions(node.children ?? [], disabled ? subtreeIds(node) : blocked);
    return { value: node.id, title: node.name, ...(disabled ? { disabled } : {}), ...(children.length ? { children } : {}) };
  });

/** Body of add/update: trimmed texts; an explicit empty parent becomes top level. */
export const typeBody = (values: TypeInput): Record<string, unknown> => ({
  ...values,
  name: values.name.trim(),
  code: values.code?.trim() || undefined,
  remark: values.remark?.trim() || undefined,
  parent_id: values.parent_id ?? undefined,
});

export function useTypeTree(keyword = '') {
  return useQuery({
    queryKey: typeKeys.tree(keyword),
    queryFn: ({ signal }) => call<TypeNode[]>('/equipmentType/tree', { keyword }, { noLoading: true, signal }),
  });
}

/** Type changes also change the option lists of the ledger (assetType). */
const invalidate = [typeKeys.all, ['options', 'assetType']];
export const useSaveType = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/equipmentType/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/equipmentType/update', { invalidate, onSuccess }),
});
export const useDeleteType = () => useActionMutation<{ id: number }>('/equipmentType/delete', { invalidate });
