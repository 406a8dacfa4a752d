import { Injectable, type Provider } from '@nestjs/common';
import { MenuType, type PermissionCode } from '@gengyun/contracts';

/** Kinds of menu entries (SPEC §3: type 3 is a detail page, e.g. "spare part detail"); defined in contracts for the web. */
export { MenuType };

/** One entry of the product's menu tree, identified by its label key; roles are granted entries. */
export interface MenuSeed {
  langKey: string;
  type: MenuType;
  route?: string;
  icon?: string;
  perms?: string;
  children?: MenuSeed[];
}

/** A route entry with its buttons (`[key, code]` pairs become `<langKey>.<key>` button entries). */
export const menuRoute = (langKey: string, path: string, perms?: PermissionCode, buttons: Array<[string, PermissionCode]> = []): MenuSeed => ({
  langKey,
  type: MenuType.route,
  route: path,
  perms,
  children: buttons.map(([key, code]) => ({ langKey: `${langKey}.${key}`, type: MenuType.button, perms: code })),
});

interface Contribution {
  entries: MenuSeed[];
  /** A folder of another area's entries (e.g. `menu.admin`) the entries go under; absent: top level. */
  under?: string;
}

/**
 * The product's menu tree, assembled from what each area declares in its own folder (its `<area>.permissions.ts`),
 * in the order of the app's area list. The identity area stores it at start; core names no area's entry.
 */
@Injectable()
export class MenuRegistry {
  private readonly contributions: Contribution[] = [];

  add(entries: MenuSeed[], under?: string): void {
    this.contributions.push({ entries, under });
  }

  /**
   * The whole tree: top-level entries in the order they were declared, and under each folder its own entries, then
   * what other areas put under it (an area may be set up before the one owning the folder).
   */
  tree(): MenuSeed[] {
    const folders = new Map<string, MenuSeed>();
    const index = (node: MenuSeed): void => {
      folders.set(node.langKey, node);
      node.children?.forEach(index);
    };
    const copy = (node: MenuSeed): MenuSeed => ({ ...node, children: node.children?.map(copy) });
    const placed = this.contributions.map(({ entries, under }) => ({ entries: entries.map(copy), under }));
    const roots = placed.filter((c) => !c.under).flatMap((c) => c.entries);
    roots.forEach(index);
    let waiting = placed.filter((c) => c.under);
    while (waiting.length) {
      const ready = waiting.filter((c) => folders.has(c.under as string));
      if (!ready.length) throw new Error(`menu folders not declared by any area: ${waiting.map((c) => c.under).join(', ')}`);
      for (const { entries, under } of ready) {
        const folder = folders.get(under as string) as MenuSeed;
        folder.children = [...(folder.children ?? []), ...entries];
        entries.forEach(index);
      }
      waiting = waiting.filter((c) => !ready.includes(c));
    }
    return roots;
  }
}

/** An area's menu entries, as a provider of its module: `providers: [menuEntries(IOT_MENU)]`. */
export const menuEntries = (entries: MenuSeed[], under?: string): Provider => ({
  provide: Symbol(`menu ${entries.map((e) => e.langKey).join(',')}`),
  inject: [MenuRegistry],
  useFactory: (registry: MenuRegistry): true => {
    registry.add(entries, under);
    return true;
  },
});
