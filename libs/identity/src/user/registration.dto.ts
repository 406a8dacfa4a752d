import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, IsArray, IsInt, Min } from 'class-validator';
import { IdDto, PageQueryDto, ToIdList } from '@gengyun/core';
import { ACCOUNT_MAX, ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, REGISTRATION_STATUSES, type RegisterRequest, type RegistrationStatus } from '@gengyun/contracts';

export class RegisterDto implements RegisterRequest {
  @IsString() @IsNotEmpty() @MaxLength(50) enterpriseCode!: string;
  @IsString() @IsNotEmpty() @MaxLength(ACCOUNT_MAX) @Matches(ACCOUNT_PATTERN) account!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsString() @Matches(PHONE_PATTERN) phone!: string;
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
  @IsOptional() @IsString() @MaxLength(50) job_no?: string;
}

export class RegistrationPageDto extends PageQueryDto {
  @IsOptional() @IsIn(REGISTRATION_STATUSES) status?: RegistrationStatus;
}

export class ApproveRegistrationDto extends IdDto {
  /** Roles given to the new user. */
  @IsOptional() @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) roleIds?: number[];
}
