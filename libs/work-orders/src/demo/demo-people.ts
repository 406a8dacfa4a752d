import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthContext } from '@gengyun/core';
import { RoleService, UserService } from '@gengyun/identity';
import { Permission as P } from '@gengyun/contracts';

/** The demo's work-order people: their password is printed with the other demo logins on `npm start`. */
export const DEMO_PEOPLE_PASSWORD = 'demo1234';

const ORDER_READ = [P.workOrder.list, P.workOrderType.list, P.workOrderPool.list, P.workflowTemplate.list];
/** The identity area's demo roles, each given the work-order permissions of its part: name → the codes added. */
const ROLES = {
  dispatcher: { name: '调度负责人', codes: [...ORDER_READ, P.workOrder.add, P.workOrder.edit, P.workOrder.dispatch, ...Object.values(P.serviceRequest)] },
  technician: { name: '维修工', codes: [...ORDER_READ, P.workOrder.handle, P.file.upload, P.file.read] },
  reviewer: { name: '审核员', codes: [...ORDER_READ, P.workOrder.review] },
} as const;
type RoleName = keyof typeof ROLES;

export const DEMO_PEOPLE: Array<{ key: string; account: string; name: string; role: RoleName }> = [
  { key: 'dispatcher', account: 'dispatcher', name: '调度员 王工', role: 'dispatcher' },
  { key: 'zhang', account: 'tech.zhang', name: '技术员 张工', role: 'technician' },
  { key: 'li', account: 'tech.li', name: '技术员 李工', role: 'technician' },
  { key: 'reviewerA', account: 'reviewer.chen', name: '审核员 陈工', role: 'reviewer' },
  { key: 'reviewerB', account: 'reviewer.zhao', name: '审核员 赵工', role: 'reviewer' },
];

export interface DemoPeople {
  dispatcher: number;
  zhang: number;
  li: number;
  reviewerA: number;
  reviewerB: number;
}

interface Row {
  id: number;
}
interface MenuRow extends Row {
  perms: string | null;
}
/** The identity area's tables, read by entity name: it exports services, not its entities. */
const [USER, MENU] = ['User', 'Menu'];

/**
 * Finds or makes the demo's dispatcher, two technicians and two reviewers on the identity area's demo roles, and gives
 * those roles the work-order permissions of their part (once, with the rest of the area's demo data).
 */
@Injectable()
export class DemoPeopleSeeder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly roles: RoleService,
    private readonly users: UserService,
  ) {}

  async ensure(ctx: AuthContext): Promise<DemoPeople> {
    const roleIds = new Map<RoleName, number>();
    for (const [key, spec] of Object.entries(ROLES) as Array<[RoleName, (typeof ROLES)[RoleName]]>) roleIds.set(key, await this.role(ctx, spec.name, spec.codes));
    const ids: Record<string, number> = {};
    for (const person of DEMO_PEOPLE) {
      const found = await this.dataSource.getRepository<Row>(USER).findOne({ where: { enterprise_id: ctx.enterpriseId, account: person.account } as never });
      ids[person.key] = found?.id ?? (await this.users.add(ctx, { account: person.account, password: DEMO_PEOPLE_PASSWORD, name: person.name, roleIds: [roleIds.get(person.role) as number] })).id;
    }
    return ids as unknown as DemoPeople;
  }

  /** The demo role called `name` (made when an operator removed it), its grants widened by the entries of `codes`. */
  private async role(ctx: AuthContext, name: string, codes: readonly string[]): Promise<number> {
    const role = (await this.roles.byNames(ctx.enterpriseId, [name]))[0] ?? (await this.roles.add(ctx, { name }));
    const held = (await this.roles.detail(ctx, role.id)).menuIds;
    // Every entry (pages and their buttons) whose permissions the role holds, so its pages show in the menu.
    const menus = await this.dataSource.getRepository<MenuRow>(MENU).find({ where: { enabled: true } as never });
    const added = menus.filter((m) => {
      const perms = (m.perms ?? '').split(',').filter(Boolean);
      return perms.length > 0 && perms.every((code) => codes.includes(code));
    });
    await this.roles.grant(ctx, { id: role.id, menuIds: [...new Set([...held, ...added.map((m) => m.id)])] });
    return role.id;
  }
}
