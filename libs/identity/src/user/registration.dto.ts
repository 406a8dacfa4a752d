import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, IsArray, IsInt, Min } from 'class-validator';
import { IdDto, PageQueryDto, ToIdList } from '@gengyun/core';
import { RegistrationStatus } from './registration.entity';

export class RegisterDto {
  @IsString() @IsNotEmpty() @MaxLength(50) enterpriseCode!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) @Matches(/^[\w.@-]+$/) account!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsString() @Matches(/^\+?\d[\d-]{4,19}$/) phone!: string;
  @IsString() @MinLength(6) @MaxLength(64) password!: string;
  @IsOptional() @IsString() @MaxLength(50) job_no?: string;
}

export class RegistrationPageDto extends PageQueryDto {
  @IsOptional() @IsIn(Object.values(RegistrationStatus)) status?: RegistrationStatus;
}

export class ApproveRegistrationDto extends IdDto {
  /** Roles given to the new user. */
  @IsOptional() @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) roleIds?: number[];
}
