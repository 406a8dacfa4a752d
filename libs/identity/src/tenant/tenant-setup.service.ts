import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { DictionarySeeder } from '@gengyun/dictionary';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';
import { Role } from '../role/role.entity';
import { RoleService } from '../role/role.service';
import { NEW_USER, User } from '../user/user.entity';
import { UserService } from '../user/user.service';

/** The name of the administrator role every enterprise is created with (as the demo enterprise has it). */
export const ADMIN_ROLE_NAME = '系统管理员';

/** A first (or further) administrator; the password is already hashed (a self-registration keeps only the hash). */
export interface AdminInput {
  account: string;
  name: string;
  phone: string | null;
  jobNo?: string | null;
  passwordHash: string;
}

export interface NewTenant {
  code: string;
  name: string;
  paidUserLimit?: number | null;
  admin: AdminInput;
}

type Actor = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;

/**
 * Makes an enterprise usable: the enterprise, its administrator role (every feature permission of an enterprise,
 * no data-scope restriction) and its first administrator, in one transaction; then its default dictionaries.
 * Used by the operator's "create", by the approval of a company registration and by the platform seeder.
 */
@Injectable()
export class TenantSetupService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UserService,
    private readonly roles: RoleService,
    private readonly audit: AuditService,
    private readonly dictionaries: DictionarySeeder,
  ) {}

  /** What creating would refuse: a code or name already registered, a phone already registered. */
  async checkNew(code: string, name: string, phone: string | null): Promise<void> {
    const taken = await this.db.getRepository(Enterprise).exist({ where: [{ code }, { name }] });
    if (taken) throw BusinessError.conflict('identity.errors.companyRegistered');
    if (phone) await this.users.checkUnique(0, undefined, phone);
  }

  /** Checks, creates in one transaction, then gives the enterprise its default dictionaries. */
  async create(actor: Actor, input: NewTenant): Promise<{ enterprise: Enterprise; adminUserId: number }> {
    await this.checkNew(input.code, input.name, input.admin.phone);
    const created = await this.db.transaction((m) => this.createIn(m, actor, input)).catch(uniqueAsConflict);
    await this.afterCreate(created.enterprise.id, created.adminUserId);
    return created;
  }

  /** The writes of `create` inside the caller's transaction (an approval commits them with its own row). */
  async createIn(m: EntityManager, actor: Actor, input: NewTenant): Promise<{ enterprise: Enterprise; adminUserId: number }> {
    const enterprise = await m.save(
      m.create(Enterprise, { code: input.code, name: input.name, status: EnterpriseStatus.normal, paid_user_limit: input.paidUserLimit ?? null, expire_time: null, purge_time: null }),
    );
    const adminUserId = await this.addAdministratorIn(m, actor, enterprise.id, input.admin);
    await this.audit.record(actor, 'tenant', enterprise.id, [{ key: 'identity.audit.tenantCreated', params: [enterprise.name, enterprise.code, input.admin.account] }], m);
    return { enterprise, adminUserId };
  }

  /** Adds an administrator to an existing enterprise, creating its administrator role when it has none. */
  async addAdministratorIn(m: EntityManager, actor: Actor, enterpriseId: number, admin: AdminInput): Promise<number> {
    const own: Actor = { enterpriseId, userId: actor.userId, name: actor.name };
    const role = await this.adminRoleIn(m, actor, enterpriseId);
    const user = await m.save(
      m.create(User, {
        ...NEW_USER,
        enterprise_id: enterpriseId,
        create_user_id: null,
        account: admin.account,
        password_hash: admin.passwordHash,
        name: admin.name,
        job_no: admin.jobNo ?? null,
        phone: admin.phone,
      }),
    );
    await this.roles.setUserRoles(user.id, [role.id], m);
    await this.audit.record(own, 'user', user.id, [{ key: 'identity.audit.administratorAdded', params: [user.account] }], m);
    return user.id;
  }

  /** The enterprise's (first) administrator role, created when it has none. */
  async adminRoleIn(m: EntityManager, actor: Actor, enterpriseId: number): Promise<Role> {
    const found = await m.findOne(Role, { where: { enterprise_id: enterpriseId, is_admin: true }, order: { id: 'ASC' } });
    if (found) return found;
    const role = await m.save(m.create(Role, { enterprise_id: enterpriseId, create_user_id: null, name: ADMIN_ROLE_NAME, remark: null, is_admin: true }));
    await this.audit.record({ enterpriseId, userId: actor.userId, name: actor.name }, 'role', role.id, [{ key: 'common.audit.created', params: [role.name] }], m);
    return role;
  }

  /** Default dictionary types and items (option lists the enterprise's screens need); idempotent. */
  async afterCreate(enterpriseId: number, adminUserId: number): Promise<void> {
    await this.dictionaries.seedEnterprise(enterpriseId, adminUserId);
  }
}

/** Two requests creating the same code at once: the unique index decides, and the loser hears "already registered". */
export function uniqueAsConflict(error: unknown): never {
  const driver = (error as { driverError?: { code?: string } } | null)?.driverError;
  if (driver?.code === 'ER_DUP_ENTRY' || driver?.code === 'SQLITE_CONSTRAINT_UNIQUE') throw BusinessError.conflict('identity.errors.companyRegistered');
  throw error;
}
