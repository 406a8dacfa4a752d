import { Body, Controller, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { AuditPage, CompanyRegistrationPage, CompanyRegistrationReceipt, CompanyRegistrationRow, Permission as P, TenantPage, TenantRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, Public, reply, type AuthContext } from '@gengyun/core';
import { CompanyRegistrationService } from './company-registration.service';
import { loginRateLimit } from '../auth/rate-limits';
import {
  AddTenantDto,
  ApproveCompanyDto,
  CompanyRegistrationPageDto,
  PaidUserLimitDto,
  RegisterCompanyDto,
  RejectCompanyDto,
  TenantLogsDto,
  TenantPageDto,
} from './tenant.dto';
import { TenantService } from './tenant.service';

/** The platform operator's tenant administration (docs/tenants.md); every route needs a `platform:enterprise:*` code. */
@Controller()
export class TenantController {
  constructor(
    private readonly tenants: TenantService,
    private readonly companies: CompanyRegistrationService,
  ) {}

  @Permission(P.tenant.list)
  @Answer(TenantPage)
  @Post('/tenant/pageList')
  pageList(@Body() dto: TenantPageDto) {
    return this.tenants.pageList(dto);
  }

  @Permission(P.tenant.list)
  @Answer(TenantRow)
  @Post('/tenant/detail')
  detail(@Body() dto: IdDto) {
    return this.tenants.detail(dto.id);
  }

  @Permission(P.tenant.list)
  @Answer(AuditPage)
  @Post('/tenant/logs')
  logs(@Ctx() ctx: AuthContext, @Body() dto: TenantLogsDto) {
    return this.tenants.logs(ctx, dto);
  }

  @Permission(P.tenant.add)
  @Answer(TenantRow)
  @Post('/tenant/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddTenantDto) {
    return this.tenants.create(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.tenant.lock)
  @Answer(TenantRow)
  @Post('/tenant/lock')
  lock(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tenants.lock(ctx, dto.id).then((row) => reply(row, 'identity.notifications.tenantLocked'));
  }

  @Permission(P.tenant.lock)
  @Answer(TenantRow)
  @Post('/tenant/unlock')
  unlock(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tenants.unlock(ctx, dto.id).then((row) => reply(row, 'identity.notifications.tenantUnlocked'));
  }

  @Permission(P.tenant.cancel)
  @Answer(TenantRow)
  @Post('/tenant/cancel')
  cancel(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tenants.cancel(ctx, dto.id).then((row) => reply(row, 'identity.notifications.tenantCancelled'));
  }

  @Permission(P.tenant.quota)
  @Answer(TenantRow)
  @Post('/tenant/paidUserLimit')
  paidUserLimit(@Ctx() ctx: AuthContext, @Body() dto: PaidUserLimitDto) {
    return this.tenants.setPaidUserLimit(ctx, dto).then((row) => reply(row));
  }

  /** A company applies to register (or to claim a registered one); the operator audits it. */
  @Public()
  @RouteConfig(loginRateLimit)
  @Answer(CompanyRegistrationReceipt)
  @Post('/registerCompany')
  register(@Body() dto: RegisterCompanyDto) {
    return this.companies.register(dto).then((row) => reply(row, 'identity.notifications.companyRegistered'));
  }

  @Permission(P.tenant.audit)
  @Answer(CompanyRegistrationPage)
  @Post('/tenant/registration/pageList')
  registrations(@Body() dto: CompanyRegistrationPageDto) {
    return this.companies.pageList(dto);
  }

  @Permission(P.tenant.audit)
  @Answer(CompanyRegistrationRow)
  @Post('/tenant/registration/approve')
  approve(@Ctx() ctx: AuthContext, @Body() dto: ApproveCompanyDto) {
    return this.companies.approve(ctx, dto).then((row) => reply(row, 'identity.notifications.approved'));
  }

  @Permission(P.tenant.audit)
  @Answer(CompanyRegistrationRow)
  @Post('/tenant/registration/reject')
  reject(@Ctx() ctx: AuthContext, @Body() dto: RejectCompanyDto) {
    return this.companies.reject(ctx, dto).then((row) => reply(row, 'identity.notifications.rejected'));
  }
}
