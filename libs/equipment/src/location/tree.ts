/** Pure helpers for the three trees of the area (types, locations, equipment). */
export interface TreeRow {
  id: number;
  parent_id: number | null;
}

/** The roots and every row below them. */
export function withDescendants(rows: readonly TreeRow[], roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.id]);
  const out = new Set<number>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...out];
}

export type TreeNode<T> = T & { children: Array<TreeNode<T>> };

/** Nests rows under their parents; a row whose parent is not in the list becomes a root. */
export function nest<T extends TreeRow>(rows: readonly T[]): Array<TreeNode<T>> {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Array<TreeNode<T>> = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
