import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IdDto, PageQueryDto, ToBoolean } from '@gengyun/core';
import { EnterpriseStatus } from './enterprise.entity';
import { RegistrationStatus } from '../user/registration.entity';

/** An enterprise code is its account and a segment of MQTT topics (`gy/{code}/…`): no `/`, `+` or `#`. */
export const ENTERPRISE_CODE = /^[A-Za-z0-9_-]{2,50}$/;
export const ACCOUNT = /^[\w.@-]+$/;
export const PHONE = /^\+?\d[\d-]{4,19}$/;
export const MAX_PAID_USER_LIMIT = 1_000_000;

/** Empty text (dropped by the body normaliser) or `null` both mean "unlimited". */
const ToLimit = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => (obj[key] === undefined || obj[key] === null || obj[key] === 'null' ? null : Number(obj[key])));

export class TenantPageDto extends PageQueryDto {
  @IsOptional() @IsIn(Object.values(EnterpriseStatus)) status?: EnterpriseStatus;
}

/** The first administrator's fields, shared by creation and company self-registration. */
class FirstAdminDto {
  @IsString() @IsNotEmpty() @MaxLength(50) @Matches(ACCOUNT) account!: string;
  @IsString() @Matches(PHONE) phone!: string;
  @IsString() @MinLength(6) @MaxLength(64) password!: string;
  @IsOptional() @IsString() @MaxLength(50) job_no?: string;
}

/** An enterprise and its first administrator (who gets the enterprise's administrator role). */
export class AddTenantDto extends FirstAdminDto {
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
export class RegisterCompanyDto extends FirstAdminDto {
  @IsString() @Matches(ENTERPRISE_CODE) enterpriseCode!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) enterpriseName!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsOptional() @ToBoolean() @IsBoolean() claim?: boolean;
}

export class CompanyRegistrationPageDto extends PageQueryDto {
  @IsOptional() @IsIn(Object.values(RegistrationStatus)) status?: RegistrationStatus;
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
