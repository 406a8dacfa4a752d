import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IdDto, PageQueryDto, ToBoolean } from '@gengyun/core';
import { ACCOUNT_MAX, ACCOUNT_PATTERN as ACCOUNT, ENTERPRISE_CODE_PATTERN as ENTERPRISE_CODE, ENTERPRISE_STATUSES, MAX_PAID_USER_LIMIT, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN as PHONE, REGISTRATION_STATUSES, type AddTenantRequest, type EnterpriseStatus, type RegisterCompanyRequest, type RegistrationStatus } from '@gengyun/contracts';

/** Empty text (dropped by the body normaliser) or `null` both mean "unlimited". */
const ToLimit = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => (obj[key] === undefined || obj[key] === null || obj[key] === 'null' ? null : Number(obj[key])));

export class TenantPageDto extends PageQueryDto {
  @IsOptional() @IsIn(ENTERPRISE_STATUSES) status?: EnterpriseStatus;
}

/** The first administrator's fields, shared by creation and company self-registration. */
class FirstAdminDto {
  @IsString() @IsNotEmpty() @MaxLength(ACCOUNT_MAX) @Matches(ACCOUNT) account!: string;
  @IsString() @Matches(PHONE) phone!: string;
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
  @IsOptional() @IsString() @MaxLength(50) job_no?: string;
}

/** An enterprise and its first administrator (who gets the enterprise's administrator role). */
export class AddTenantDto extends FirstAdminDto implements AddTenantRequest {
  @IsString() @Matches(ENTERPRISE_CODE) code!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) admin_name!: string;
  @IsOptional() @ToLimit() @IsInt() @Min(0) @Max(MAX_PAID_USER_LIMIT) paid_user_limit?: number | null;
}

export class PaidUserLimitDto extends IdDto {
  /** Absent or null: unlimited. */
  @IsOptional() @ToLimit() @IsInt() @Min(0) @Max(MAX_PAID_USER_LIMIT) paid_user_limit?: number | null;
}

/** A company's self-registration; with `claim`, an application to administer an enterprise already registered. */
export class RegisterCompanyDto extends FirstAdminDto implements RegisterCompanyRequest {
  @IsString() @Matches(ENTERPRISE_CODE) enterpriseCode!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) enterpriseName!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsOptional() @ToBoolean() @IsBoolean() claim?: boolean;
}

export class CompanyRegistrationPageDto extends PageQueryDto {
  @IsOptional() @IsIn(REGISTRATION_STATUSES) status?: RegistrationStatus;
}

export class ApproveCompanyDto extends IdDto {
  /** Paid-user limit of the enterprise an approval creates (ignored for a claim); absent: unlimited. */
  @IsOptional() @ToLimit() @IsInt() @Min(0) @Max(MAX_PAID_USER_LIMIT) paid_user_limit?: number | null;
}

export class RejectCompanyDto extends IdDto {
  @IsString() @IsNotEmpty() @MaxLength(200) reason!: string;
}

export class TenantLogsDto extends PageQueryDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}
