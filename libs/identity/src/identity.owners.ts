import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { AuditOwners, BusinessError, findScoped, type AuditReader } from '@gengyun/core';
import { CompanyRegistration } from './tenant/company-registration.entity';
import { Enterprise } from './tenant/enterprise.entity';
import { Group } from './org/group.entity';
import { Organization } from './org/organization.entity';
import { PlatformTenant } from './tenant/platform-tenant';
import { Position } from './org/position.entity';
import { Registration } from './user/registration.entity';
import { Role } from './role/role.entity';
import { User } from './user/user.entity';

/**
 * Who may read the change logs of people and their organisation (the list permission of each kind; the object must
 * be of the caller's enterprise — deleted users included, their log stays readable to who may restore them), and who
 * reads personal data in any log unmasked: those who may list users, and so see their phone numbers anyway.
 */
@Injectable()
export class IdentityOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(Organization) private readonly orgs: Repository<Organization>,
    @InjectRepository(Group) private readonly groups: Repository<Group>,
    @InjectRepository(Position) private readonly positions: Repository<Position>,
    @InjectRepository(Registration) private readonly registrations: Repository<Registration>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectRepository(CompanyRegistration) private readonly companies: Repository<CompanyRegistration>,
    private readonly platform: PlatformTenant,
  ) {}

  onModuleInit(): void {
    const owners: Array<[string, PermissionCode[], Repository<ObjectLiteral>]> = [
      ['user', [P.user.list, P.user.restore], this.users],
      ['role', [P.role.list], this.roles],
      ['organization', [P.org.list], this.orgs],
      ['group', [P.org.list], this.groups],
      ['position', [P.org.list], this.positions],
      ['registration', [P.user.audit], this.registrations],
    ];
    for (const [businessNo, permissions, repo] of owners) {
      this.audit.register(businessNo, { permissions, check: async (ctx, id) => void (await findScoped(repo, ctx, id)) });
    }
    // Tenants and company applications are logged in the platform enterprise, read by its operators only.
    this.audit.register('tenant', { permissions: [P.tenant.list], check: (ctx, id) => this.platformRow(ctx, this.enterprises, id) });
    this.audit.register('companyRegistration', { permissions: [P.tenant.audit], check: (ctx, id) => this.platformRow(ctx, this.companies, id) });
    this.audit.revealPersonalDataTo([P.user.list]);
  }

  private async platformRow(ctx: AuditReader, repo: Repository<ObjectLiteral>, id: number): Promise<void> {
    if (!(await this.platform.is(ctx.enterpriseId)) || !(await repo.exist({ where: { id } }))) throw BusinessError.notFound();
  }
}
