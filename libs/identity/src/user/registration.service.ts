import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { EnterpriseService } from '../tenant/enterprise.service';
import { EnterpriseStatus } from '../tenant/enterprise.entity';
import { checkNewPassword, hashPassword } from '../auth/password';
import type { ApproveRegistrationDto, RegisterDto, RegistrationPageDto } from './registration.dto';
import { Registration, RegistrationStatus } from './registration.entity';
import { RoleService } from '../role/role.service';
import { NEW_USER, User } from './user.entity';
import { UserService } from './user.service';

export type RegistrationView = Omit<Registration, 'password_hash'>;
const view = ({ password_hash: _p, ...rest }: Registration): RegistrationView => rest;

/** Self-registration: the applicant waits as `pending` until an administrator approves (user created) or rejects. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectRepository(Registration) private readonly registrations: Repository<Registration>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly enterprises: EnterpriseService,
    private readonly users: UserService,
    private readonly roles: RoleService,
    private readonly audit: AuditService,
  ) {}

  async register(dto: RegisterDto): Promise<{ id: number; status: RegistrationStatus }> {
    const enterprise = await this.enterprises.byCode(dto.enterpriseCode);
    if (!enterprise) throw new BusinessError('identity.errors.enterpriseAbsent', 422);
    if (enterprise.status !== EnterpriseStatus.normal) throw new BusinessError('identity.errors.enterpriseLockedOrCancelled', 403);
    checkNewPassword(dto.password);
    await this.users.checkUnique(enterprise.id, dto.account, dto.phone, undefined, dto.job_no);
    await this.checkPending(enterprise.id, dto.account, dto.phone, dto.job_no);
    const row = await this.registrations.save(
      this.registrations.create({
        enterprise_id: enterprise.id,
        create_user_id: null,
        account: dto.account,
        name: dto.name,
        job_no: dto.job_no ?? null,
        phone: dto.phone,
        password_hash: await hashPassword(dto.password),
        status: RegistrationStatus.pending,
        user_id: null,
        handle_user_id: null,
        handle_time: null,
      }),
    );
    await this.audit.record({ enterpriseId: enterprise.id, userId: 0, name: dto.name }, 'registration', row.id, [
      { key: 'identity.audit.registered', params: [dto.account] },
    ]);
    return { id: row.id, status: row.status };
  }

  async pageList(ctx: AuthContext, dto: RegistrationPageDto): Promise<Page<RegistrationView>> {
    const qb = scoped(this.registrations.createQueryBuilder('r'), ctx).orderBy('r.id', 'DESC');
    if (dto.status) qb.andWhere('r.status = :status', { status: dto.status });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['r.account', 'r.name', 'r.phone']), dto);
    return { rows: page.rows.map(view), total: page.total };
  }

  async approve(ctx: AuthContext, dto: ApproveRegistrationDto): Promise<RegistrationView> {
    const row = await this.pending(ctx, dto.id);
    await this.users.checkUnique(ctx.enterpriseId, row.account, row.phone, undefined, row.job_no ?? undefined);
    const roles = await this.roles.ofEnterprise(ctx, dto.roleIds ?? []);
    return this.db.transaction(async (m) => {
      const user = await m.save(
        m.create(User, {
          ...NEW_USER,
          enterprise_id: ctx.enterpriseId,
          create_user_id: ctx.userId || null,
          account: row.account,
          password_hash: row.password_hash,
          name: row.name,
          job_no: row.job_no,
          phone: row.phone,
        }),
      );
      await this.roles.setUserRoles(user.id, roles.map((r) => r.id), m);
      Object.assign(row, { status: RegistrationStatus.approved, user_id: user.id, handle_user_id: ctx.userId, handle_time: new Date() });
      await m.save(row);
      await this.audit.record(ctx, 'registration', row.id, [{ key: 'identity.audit.approved', params: [row.account] }], m);
      await this.audit.record(ctx, 'user', user.id, [{ key: 'common.audit.created', params: [row.account] }], m);
      return view(row);
    });
  }

  async reject(ctx: AuthContext, id: number): Promise<RegistrationView> {
    const row = await this.pending(ctx, id);
    return this.db.transaction(async (m) => {
      Object.assign(row, { status: RegistrationStatus.rejected, handle_user_id: ctx.userId, handle_time: new Date() });
      await m.save(row);
      await this.audit.record(ctx, 'registration', row.id, [{ key: 'identity.audit.rejected', params: [row.account] }], m);
      return view(row);
    });
  }

  private async pending(ctx: AuthContext, id: number): Promise<Registration> {
    const row = await findScoped(this.registrations, ctx, id);
    if (row.status !== RegistrationStatus.pending) throw BusinessError.conflict('identity.errors.registrationNotPending');
    return row;
  }

  /** Another pending application of the enterprise with the account or job number, or anywhere with the phone. */
  private async checkPending(enterpriseId: number, account: string, phone: string, jobNo?: string): Promise<void> {
    const pending = RegistrationStatus.pending;
    const pendingRows = await this.registrations.find({
      where: [{ enterprise_id: enterpriseId, account, status: pending }, { phone, status: pending }, ...(jobNo ? [{ enterprise_id: enterpriseId, job_no: jobNo, status: pending }] : [])],
    });
    const sameEnterprise = pendingRows.filter((r) => r.enterprise_id === enterpriseId);
    if (sameEnterprise.some((r) => r.account === account || (!!jobNo && r.job_no === jobNo))) throw BusinessError.conflict('identity.errors.accountRegistered');
    if (pendingRows.length) throw BusinessError.conflict('identity.errors.phoneRegistered');
  }
}
