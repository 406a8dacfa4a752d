import type { DataScope } from '@gengyun/contracts';
import type { Scopes, ScopeDimension, ScopeNode } from './role.api';

/** A node of a dimension's picker (antd TreeSelect): the id as value, the name as title. */
export interface ScopeTreeNode {
  value: number;
  title: string;
  children: ScopeTreeNode[];
}

/** Nodes (parents first) → a tree; a node whose parent the user may not see is a root. */
export function toScopeTree(nodes: readonly ScopeNode[]): ScopeTreeNode[] {
  const byId = new Map(nodes.map((n) => [n.id, { value: n.id, title: n.name, children: [] as ScopeTreeNode[] }]));
  const roots: ScopeTreeNode[] = [];
  for (const n of nodes) {
    const node = byId.get(n.id) as ScopeTreeNode;
    const parent = n.parent_id === null ? undefined : byId.get(n.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * What the editor shows of a role's saved grant: per dimension the server applies, the ids among the nodes the user
 * may pick. The others — a node since removed, one outside the user's own data permissions, any dimension no area
 * applies — are counted as dropped: saving sends what is shown, so the server keeps exactly that.
 */
export function shownScopes(saved: Scopes, dimensions: readonly ScopeDimension[]): { scopes: Scopes; dropped: number } {
  const scopes: Scopes = {};
  let dropped = 0;
  for (const { dimension, nodes } of dimensions) {
    const known = new Set(nodes.map((n) => n.id));
    const ids = saved[dimension] ?? [];
    scopes[dimension] = ids.filter((id) => known.has(id));
    dropped += ids.length - (scopes[dimension]?.length ?? 0);
  }
  const applied = new Set<string>(dimensions.map((d) => d.dimension));
  for (const [dimension, ids] of Object.entries(saved)) if (!applied.has(dimension)) dropped += ids?.length ?? 0;
  return { scopes, dropped };
}

/** The scopes sent to /role/grant: every dimension the server applies, ids ascending, empty meaning unrestricted. */
export const toScopes = (scopes: Scopes, dimensions: readonly DataScope[]): Partial<Record<DataScope, number[]>> =>
  Object.fromEntries(dimensions.map((d) => [d, [...(scopes[d] ?? [])].sort((a, b) => a - b)]));
