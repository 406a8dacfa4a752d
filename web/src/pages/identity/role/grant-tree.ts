import { isMessageKey } from '@gengyun/contracts';
import type { MenuNode } from './role.api';

/**
 * The feature-permission tree of the grant page. Every menu entry (folder, page, button, hidden detail) is
 * granted on its own on the server, so the tree is shown with independent checkboxes and this module keeps
 * the set consistent: ticking an entry ticks its ancestors (a button needs its page, a page its folder) and
 * its descendants; clearing an entry clears its descendants. The ids sent to /role/grant are the ticked set.
 */
export interface GrantIndex {
  parent: Map<number, number | null>;
  children: Map<number, number[]>;
  all: number[];
}

export function indexTree(nodes: readonly MenuNode[]): GrantIndex {
  const parent = new Map<number, number | null>();
  const children = new Map<number, number[]>();
  const all: number[] = [];
  const walk = (list: readonly MenuNode[], pid: number | null): void => {
    for (const node of list) {
      parent.set(node.id, pid);
      children.set(node.id, node.children.map((child) => child.id));
      all.push(node.id);
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return { parent, children, all };
}

const descendants = (index: GrantIndex, id: number): number[] =>
  (index.children.get(id) ?? []).flatMap((child) => [child, ...descendants(index, child)]);

const ancestors = (index: GrantIndex, id: number): number[] => {
  const out: number[] = [];
  let cursor = index.parent.get(id) ?? null;
  while (cursor !== null) {
    out.push(cursor);
    cursor = index.parent.get(cursor) ?? null;
  }
  return out;
};

/** The set after ticking (checked) or clearing one entry. */
export function toggle(index: GrantIndex, current: ReadonlySet<number>, id: number, checked: boolean): Set<number> {
  const next = new Set(current);
  if (checked) [id, ...descendants(index, id), ...ancestors(index, id)].forEach((key) => next.add(key));
  else [id, ...descendants(index, id)].forEach((key) => next.delete(key));
  return next;
}

/** The role's saved ids restricted to entries that still exist (the server refuses unknown ids). */
export const initialChecked = (index: GrantIndex, menuIds: readonly number[]): Set<number> => {
  const known = new Set(index.all);
  return new Set(menuIds.filter((id) => known.has(id)));
};

/** Ids sent as `menuIds`, ascending. */
export const toMenuIds = (checked: ReadonlySet<number>): number[] => [...checked].sort((a, b) => a - b);

export const selectAll = (index: GrantIndex): Set<number> => new Set(index.all);

export interface GrantTreeNode {
  key: number;
  title: string;
  isButton: boolean;
  children: GrantTreeNode[];
}

/** Menu entries → tree nodes titled by `label` (see `menuLabel`). */
export function toTreeNodes(nodes: readonly MenuNode[], label: (node: MenuNode) => string): GrantTreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: label(node),
    isButton: node.type === BUTTON_TYPE,
    children: toTreeNodes(node.children, label),
  }));
}

export const BUTTON_TYPE = 2;

type Translate = (key: string, fallback?: string) => string;

/**
 * An entry's label in the reader's language: its own key; for a button without one, the shared button word
 * (`common.buttons.<name>`: add, edit, approve…); never a raw name when the catalogue has a word for it
 * (the grant page showed "approve按钮" / "approveButton").
 */
export function menuLabel(node: Pick<MenuNode, 'langkey' | 'name' | 'type'>, tLoose: Translate): string {
  const word = `common.buttons.${node.name}`;
  const fallback = node.type === BUTTON_TYPE && isMessageKey(word) ? tLoose(word) : node.name;
  return tLoose(node.langkey, fallback);
}
