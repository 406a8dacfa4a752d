import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { OrgNode } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, scoped, type AuthContext } from '@gengyun/core';
import { Group } from './group.entity';
import type { AddOrgDto, UpdateOrgDto } from './organization.dto';
import { Organization } from './organization.entity';
import { Position } from './position.entity';
import { User } from '../user/user.entity';

@Injectable()
export class OrganizationService {
  constructor(
    @InjectRepository(Organization) private readonly orgs: Repository<Organization>,
    @InjectRepository(Group) private readonly groups: Repository<Group>,
    @InjectRepository(Position) private readonly positions: Repository<Position>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  async tree(ctx: AuthContext): Promise<OrgNode[]> {
    const rows = await scoped(this.orgs.createQueryBuilder('o'), ctx).orderBy('o.sort', 'ASC').addOrderBy('o.id', 'ASC').getMany();
    const nodes = new Map(rows.map((o) => [o.id, { id: o.id, pid: o.parent_id ?? 0, name: o.name, code: o.code, sort: o.sort, children: [] as OrgNode[] }]));
    const roots: OrgNode[] = [];
    for (const node of nodes.values()) (node.pid && nodes.get(node.pid) ? (nodes.get(node.pid) as OrgNode).children : roots).push(node);
    return roots;
  }

  detail(ctx: AuthContext, id: number): Promise<Organization> {
    return findScoped(this.orgs, ctx, id);
  }

  async add(ctx: AuthContext, dto: AddOrgDto): Promise<Organization> {
    if (dto.parent_id) await findScoped(this.orgs, ctx, dto.parent_id);
    return this.db.transaction(async (m) => {
      const org = await m.save(
        m.create(Organization, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, name: dto.name, parent_id: dto.parent_id ?? null, code: dto.code ?? null, sort: dto.sort ?? 0 }),
      );
      await this.audit.record(ctx, 'organization', org.id, [{ key: 'common.audit.created', params: [org.name] }], m);
      return org;
    });
  }

  /** The parent can be neither the node itself nor one of its descendants. */
  async update(ctx: AuthContext, dto: UpdateOrgDto): Promise<Organization> {
    const org = await findScoped(this.orgs, ctx, dto.id);
    if (dto.parent_id === org.id) throw new BusinessError('identity.errors.parentSelf', 422);
    if (dto.parent_id) {
      let cursor: Organization | null = await findScoped(this.orgs, ctx, dto.parent_id);
      while (cursor?.parent_id) {
        if (cursor.parent_id === org.id) throw new BusinessError('identity.errors.parentSelf', 422);
        cursor = await this.orgs.findOne({ where: { id: cursor.parent_id, enterprise_id: ctx.enterpriseId } });
      }
    }
    const before = org.name;
    Object.assign(org, { name: dto.name, parent_id: dto.parent_id ?? null, code: dto.code ?? org.code, sort: dto.sort ?? org.sort });
    return this.db.transaction(async (m) => {
      const saved = await m.save(org);
      await this.audit.record(ctx, 'organization', org.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return saved;
    });
  }

  /** Refused while it has sub-organisations, groups, positions or users. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const org = await findScoped(this.orgs, ctx, id);
    const where = { enterprise_id: ctx.enterpriseId };
    const children =
      (await this.orgs.count({ where: { ...where, parent_id: id } })) +
      (await this.groups.count({ where: { ...where, org_id: id } })) +
      (await this.positions.count({ where: { ...where, org_id: id } })) +
      (await this.users.count({ where: { ...where, org_id: id } }));
    if (children) throw BusinessError.conflict('common.errors.hasChildren');
    await this.db.transaction(async (m) => {
      await m.delete(Organization, { id });
      await this.audit.record(ctx, 'organization', id, [{ key: 'common.audit.deleted', params: [org.name] }], m);
    });
  }
}
