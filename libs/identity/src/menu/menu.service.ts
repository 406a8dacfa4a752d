import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { MenuNode as MenuEntry, UserMenu } from '@gengyun/contracts';
import { MenuType, type AuthContext, type MenuSeed } from '@gengyun/core';
import { AccessService, isPlatformMenu } from '../session/access.service';
import { Menu } from './menu.entity';
import { PlatformTenant } from '../tenant/platform-tenant';
import { User } from '../user/user.entity';

/** The fixed spare-part detail view appended to every menu list (SPEC section 3). */
export const PART_DETAIL_ENTRY: MenuEntry = {
  id: -1,
  pid: 0,
  route: 'bom/warehouseManageList/view',
  icon: '',
  langkey: 'menu.bom.partDetail',
  name: 'partDetail',
  children: [],
  type: MenuType.detail,
};


@Injectable()
export class MenuService {
  constructor(
    @InjectRepository(Menu) private readonly menus: Repository<Menu>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly access: AccessService,
    private readonly platform: PlatformTenant,
  ) {}

  /** The caller's menu tree (folders, routes and detail routes; buttons only as permission codes). */
  async menuList(ctx: AuthContext): Promise<UserMenu> {
    const user = await this.users.findOneByOrFail({ id: ctx.userId });
    const grants = await this.access.grants(user);
    const granted = await this.withAncestors(grants.menus);
    const data = [...buildTree(granted.filter((m) => m.type !== MenuType.button)), PART_DETAIL_ENTRY];
    return { data, permissions: [...grants.permissions].sort(), cancelMessage: '' };
  }

  /** Every entry the enterprise's roles may be granted, buttons included, for the role grant screen. */
  async fullTree(enterpriseId: number): Promise<MenuEntry[]> {
    const platform = await this.platform.is(enterpriseId);
    const menus = await this.menus.find({ where: { enabled: true }, order: { sort: 'ASC', id: 'ASC' } });
    return buildTree(platform ? menus : menus.filter((m) => !isPlatformMenu(m)));
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    return (await this.menus.find({ where: { id: In(ids) } })).map((m) => m.id);
  }

  byIds(ids: number[]): Promise<Menu[]> {
    return ids.length ? this.menus.find({ where: { id: In(ids) } }) : Promise.resolve([]);
  }

  /**
   * Creates or updates the tree by lang key (idempotent); returns lang key → menu. One transaction: a first boot
   * writes some two hundred entries with one commit (one sync of the database's log) instead of one each.
   */
  seed(tree: MenuSeed[]): Promise<Map<string, Menu>> {
    return this.menus.manager.transaction(async (m) => {
      const menus = m.getRepository(Menu);
      const stored = new Map((await menus.find()).map((menu) => [menu.lang_key, menu]));
      return seedLevel(menus, tree, null, new Map(), stored);
    });
  }

  /** Menu ids carrying each code, creating a button entry (under a `perm` folder) for codes no entry has yet. */
  async idsForCodes(codes: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const code of codes) {
      const found = await this.menus.findOne({ where: { perms: code }, order: { id: 'ASC' } });
      if (found) ids.push(found.id);
      else ids.push((await this.menus.save(this.menus.create({ parent_id: null, type: MenuType.button, name: code, route: null, icon: null, lang_key: `perm.${code}`, perms: code, sort: 0, enabled: true }))).id);
    }
    return ids;
  }

  private async withAncestors(menus: Menu[]): Promise<Menu[]> {
    const byId = new Map(menus.map((m) => [m.id, m]));
    let missing = [...new Set(menus.map((m) => m.parent_id).filter((id): id is number => !!id && !byId.has(id)))];
    while (missing.length) {
      const parents = await this.menus.find({ where: { id: In(missing) } });
      for (const p of parents) byId.set(p.id, p);
      missing = [...new Set(parents.map((m) => m.parent_id).filter((id): id is number => !!id && !byId.has(id)))];
    }
    return [...byId.values()].filter((m) => m.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id);
  }
}

/** Remaps id, parent_id, url, icon, lang_key, name, items, type to the web's entry shape. */
export function buildTree(menus: Menu[]): MenuEntry[] {
  const entries = new Map<number, MenuEntry>();
  for (const m of menus) {
    entries.set(m.id, { id: m.id, pid: m.parent_id ?? 0, route: m.route ?? '', icon: m.icon ?? '', langkey: m.lang_key, name: m.name, children: [], type: m.type });
  }
  const roots: MenuEntry[] = [];
  for (const m of menus) {
    const entry = entries.get(m.id) as MenuEntry;
    const parent = m.parent_id ? entries.get(m.parent_id) : undefined;
    if (parent) parent.children.push(entry);
    else if (!m.parent_id) roots.push(entry);
  }
  return roots;
}

async function seedLevel(menus: Repository<Menu>, tree: MenuSeed[], parentId: number | null, out: Map<string, Menu>, byKey: Map<string, Menu>): Promise<Map<string, Menu>> {
  for (const [sort, node] of tree.entries()) {
    const existing = byKey.get(node.langKey);
    const fields = {
      parent_id: parentId,
      type: node.type,
      name: node.langKey.split('.').pop() ?? node.langKey,
      route: node.route ?? null,
      icon: node.icon ?? null,
      perms: node.perms ?? null,
      sort: sort + 1,
      enabled: true,
    };
    const unchanged = existing && (Object.keys(fields) as Array<keyof typeof fields>).every((k) => existing[k] === fields[k]);
    const menu = unchanged ? existing : await menus.save(existing ? Object.assign(existing, fields) : menus.create({ lang_key: node.langKey, ...fields }));
    byKey.set(node.langKey, menu);
    out.set(node.langKey, menu);
    if (node.children) await seedLevel(menus, node.children, menu.id, out, byKey);
  }
  return out;
}
