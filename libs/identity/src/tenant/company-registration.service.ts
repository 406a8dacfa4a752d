import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, paginate, whereKeyword, type AuthContext } from '@gengyun/core';
import { CompanyRegistration } from './company-registration.entity';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';
import { checkNewPassword, hashPassword } from '../auth/password';
import { PlatformTenant } from './platform-tenant';
import { Registration, RegistrationStatus } from '../user/registration.entity';
import type { ApproveCompanyDto, CompanyRegistrationPageDto, RegisterCompanyDto, RejectCompanyDto } from './tenant.dto';
import { TenantSetupService, uniqueAsConflict, type AdminInput } from './tenant-setup.service';
import { UserService } from '../user/user.service';

export type CompanyRegistrationView = Omit<CompanyRegistration, 'password_hash'>;
const view = ({ password_hash: _p, ...rest }: CompanyRegistration): CompanyRegistrationView => rest;
const { pending } = RegistrationStatus;

/**
 * Company self-registration (SPEC §8 messages: company already registered — may apply to claim; phone already
 * registered; account or job number already registered), audited by the platform operator. Approving a new company
 * creates the enterprise and its first administrator through TenantSetupService, exactly as the operator's "create";
 * approving a claim makes the applicant an administrator of the registered enterprise. A rejection carries a reason.
 */
@Injectable()
export class CompanyRegistrationService {
  constructor(
    @InjectRepository(CompanyRegistration) private readonly rows: Repository<CompanyRegistration>,
    @InjectRepository(Registration) private readonly userRegistrations: Repository<Registration>,
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly setup: TenantSetupService,
    private readonly users: UserService,
    private readonly platform: PlatformTenant,
    private readonly audit: AuditService,
  ) {}

  async register(dto: RegisterCompanyDto): Promise<{ id: number; status: RegistrationStatus; claim: boolean }> {
    checkNewPassword(dto.password);
    const registered = await this.enterprises.findOne({ where: [{ code: dto.enterpriseCode }, { name: dto.enterpriseName }], order: { id: 'ASC' } });
    const claim = !!dto.claim;
    if (!claim) {
      if (registered || (await this.rows.exist({ where: [{ enterprise_code: dto.enterpriseCode, status: pending }, { enterprise_name: dto.enterpriseName, status: pending }] }))) {
        throw BusinessError.conflict('identity.errors.companyRegistered');
      }
    } else {
      // The platform enterprise is never claimed: its administrators administer every tenant.
      if (!registered || (await this.platform.is(registered.id))) throw new BusinessError('identity.errors.claimTargetAbsent', 422);
      if (registered.status !== EnterpriseStatus.normal) throw new BusinessError('identity.errors.enterpriseLockedOrCancelled', 403);
      await this.users.checkUnique(registered.id, dto.account, undefined, undefined, dto.job_no);
      const clash = await this.rows.exist({
        where: [{ enterprise_id: registered.id, account: dto.account, status: pending }, ...(dto.job_no ? [{ enterprise_id: registered.id, job_no: dto.job_no, status: pending }] : [])],
      });
      if (clash) throw BusinessError.conflict('identity.errors.accountRegistered');
    }
    await this.checkPhone(dto.phone);
    const row = await this.rows.save(
      this.rows.create({
        enterprise_code: claim ? registered!.code : dto.enterpriseCode,
        enterprise_name: claim ? registered!.name : dto.enterpriseName,
        claim,
        enterprise_id: claim ? registered!.id : null,
        account: dto.account,
        name: dto.name,
        job_no: dto.job_no ?? null,
        phone: dto.phone,
        password_hash: await hashPassword(dto.password),
        status: pending,
        reason: null,
        user_id: null,
        handle_user_id: null,
        handle_time: null,
      }),
    );
    const actor = { enterpriseId: (await this.platform.id()) ?? 0, userId: 0, name: dto.name };
    const key = claim ? 'identity.audit.companyClaimed' : 'identity.audit.companyRegistered';
    await this.audit.record(actor, 'companyRegistration', row.id, [{ key, params: [dto.account, row.enterprise_name] }]);
    return { id: row.id, status: row.status, claim };
  }

  async pageList(dto: CompanyRegistrationPageDto): Promise<Page<CompanyRegistrationView>> {
    const qb = this.rows.createQueryBuilder('r').orderBy('r.id', 'DESC');
    if (dto.status) qb.andWhere('r.status = :status', { status: dto.status });
    const columns = ['r.enterprise_code', 'r.enterprise_name', 'r.account', 'r.name', 'r.phone'];
    const page = await paginate(whereKeyword(qb, dto.keyword ?? dto.keywordSearch, columns), dto);
    return { rows: page.rows.map(view), total: page.total };
  }

  async approve(ctx: AuthContext, dto: ApproveCompanyDto): Promise<CompanyRegistrationView> {
    const row = await this.pending(dto.id);
    const admin: AdminInput = { account: row.account, name: row.name, phone: row.phone, jobNo: row.job_no, passwordHash: row.password_hash };
    const handled = (m: EntityManager, enterpriseId: number, userId: number): Promise<CompanyRegistration> => {
      Object.assign(row, { status: RegistrationStatus.approved, enterprise_id: enterpriseId, user_id: userId, handle_user_id: ctx.userId, handle_time: new Date() });
      return m.save(row);
    };
    const record = { key: 'identity.audit.companyApproved' as const, params: [row.account, row.enterprise_name] };
    if (row.claim) {
      const enterprise = await this.enterprises.findOne({ where: { id: row.enterprise_id ?? 0 } });
      if (!enterprise || (await this.platform.is(enterprise.id))) throw BusinessError.notFound();
      if (enterprise.status !== EnterpriseStatus.normal) throw new BusinessError('identity.errors.enterpriseLockedOrCancelled', 403);
      await this.users.checkUnique(enterprise.id, row.account, row.phone, undefined, row.job_no ?? undefined);
      await this.db.transaction(async (m) => {
        const userId = await this.setup.addAdministratorIn(m, ctx, enterprise.id, admin);
        await handled(m, enterprise.id, userId);
        await this.audit.record(ctx, 'companyRegistration', row.id, [record], m);
      });
      return view(row);
    }
    await this.setup.checkNew(row.enterprise_code, row.enterprise_name, row.phone);
    const created = await this.db
      .transaction(async (m) => {
        const result = await this.setup.createIn(m, ctx, { code: row.enterprise_code, name: row.enterprise_name, paidUserLimit: dto.paid_user_limit ?? null, admin });
        await handled(m, result.enterprise.id, result.adminUserId);
        await this.audit.record(ctx, 'companyRegistration', row.id, [record], m);
        return result;
      })
      .catch(uniqueAsConflict);
    await this.setup.afterCreate(created.enterprise.id, created.adminUserId);
    return view(row);
  }

  async reject(ctx: AuthContext, dto: RejectCompanyDto): Promise<CompanyRegistrationView> {
    const row = await this.pending(dto.id);
    await this.db.transaction(async (m) => {
      Object.assign(row, { status: RegistrationStatus.rejected, reason: dto.reason, handle_user_id: ctx.userId, handle_time: new Date() });
      await m.save(row);
      await this.audit.record(ctx, 'companyRegistration', row.id, [{ key: 'identity.audit.companyRejected', params: [row.account, row.enterprise_name, dto.reason] }], m);
    });
    return view(row);
  }

  private async pending(id: number): Promise<CompanyRegistration> {
    const row = await this.rows.findOne({ where: { id } });
    if (!row) throw BusinessError.notFound();
    if (row.status !== pending) throw BusinessError.conflict('identity.errors.registrationNotPending');
    return row;
  }

  /** A phone held by a user that is not deleted, or by any pending application (company or user). */
  private async checkPhone(phone: string): Promise<void> {
    await this.users.checkUnique(0, undefined, phone);
    const waiting = (await this.rows.exist({ where: { phone, status: pending } })) || (await this.userRegistrations.exist({ where: { phone, status: pending } }));
    if (waiting) throw BusinessError.conflict('identity.errors.phoneRegistered');
  }
}
