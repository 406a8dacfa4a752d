import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AuditService, DataScopes, findScoped, type AuthContext } from '@gengyun/core';
import { OrgUnitService } from './org-unit';
import { Organization } from './organization.entity';
import { Position } from './position.entity';
import { PositionRole } from './position-role.entity';
import type { PositionRolesDto } from './position.dto';
import { RoleService } from '../role/role.service';
import { User } from '../user/user.entity';

/** Positions; users holding a position also hold its roles. */
@Injectable()
export class PositionService extends OrgUnitService<Position> {
  protected readonly businessNo = 'position';
  protected readonly userColumn = 'position_id';

  constructor(
    @InjectRepository(Position) repo: Repository<Position>,
    @InjectRepository(Organization) orgs: Repository<Organization>,
    @InjectRepository(User) users: Repository<User>,
    @InjectRepository(PositionRole) private readonly positionRoles: Repository<PositionRole>,
    @InjectDataSource() db: DataSource,
    audit: AuditService,
    private readonly roles: RoleService,
    private readonly scopes: DataScopes,
  ) {
    super(repo, orgs, users, db, audit);
  }

  async detailWithRoles(ctx: AuthContext, id: number) {
    const row = await this.detail(ctx, id);
    const roleIds = (await this.positionRoles.find({ where: { position_id: id }, order: { role_id: 'ASC' } })).map((r) => r.role_id);
    return { ...row, roleIds };
  }

  async setRoles(ctx: AuthContext, dto: PositionRolesDto): Promise<void> {
    const position = await findScoped(this.repo, ctx, dto.id);
    const roles = await this.roles.ofEnterprise(ctx, dto.roleIds);
    await this.db.transaction(async (m) => {
      await m.delete(PositionRole, { position_id: position.id });
      if (roles.length) await m.insert(PositionRole, roles.map((r) => ({ position_id: position.id, role_id: r.id })));
      await this.audit.record(ctx, 'position', position.id, [{ key: 'identity.audit.rolesChanged', params: [roles.map((r) => r.name).join(',')] }], m);
    });
    await this.scopes.changed(ctx.enterpriseId);
  }

  protected override async beforeDelete(id: number, m: EntityManager): Promise<void> {
    await m.delete(PositionRole, { position_id: id });
  }
}
