import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ArrayMaxSize } from 'class-validator';
import { ACCOUNT_MAX, ACCOUNT_PATTERN, LANGS, MAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN as PHONE, type AddUserRequest, type Lang, type UpdateInfoRequest, type UpdateUserRequest } from '@gengyun/contracts';
import { IdDto, PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';

export class UserPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) org_id?: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

class UserFieldsDto {
  @IsOptional() @IsString() @MaxLength(50) job_no?: string;
  @IsOptional() @IsString() @Matches(PHONE) phone?: string;
  /** Its format is checked by the service ("mail format error"). */
  @IsOptional() @IsString() @MaxLength(MAIL_MAX) mail?: string;
  @IsOptional() @ToBoolean() @IsBoolean() clear_mail?: boolean;
  @IsOptional() @IsString() @MaxLength(50) wechat_no?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) org_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) group_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) position_id?: number;
  @IsOptional() @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) roleIds?: number[];
  @IsOptional() @ToBoolean() @IsBoolean() is_external?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() is_paid?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

export class AddUserDto extends UserFieldsDto implements AddUserRequest {
  @IsString() @IsNotEmpty() @MaxLength(ACCOUNT_MAX) @Matches(ACCOUNT_PATTERN) account!: string;
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
}

export class UpdateUserDto extends UserFieldsDto implements UpdateUserRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(ACCOUNT_MAX) @Matches(ACCOUNT_PATTERN) account?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(50) name?: string;
}

export class ResetPasswordDto extends IdDto {
  @IsString() @MinLength(PASSWORD_MIN) @MaxLength(PASSWORD_MAX) password!: string;
}

export class UpdateInfoDto implements UpdateInfoRequest {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(50) name?: string;
  @IsOptional() @IsString() @Matches(PHONE) phone?: string;
  @IsOptional() @IsString() @MaxLength(MAIL_MAX) mail?: string;
  @IsOptional() @ToBoolean() @IsBoolean() clear_mail?: boolean;
  @IsOptional() @IsString() @MaxLength(50) wechat_no?: string;
  @IsOptional() @IsIn(LANGS) lang?: Lang;
}

/** Kept as sent (implicit conversion would turn the rows into arrays); rows of `account` + `roles` (names, comma separated; full-width commas accepted; empty removes every role). */
export class ImportRolesDto {
  @Transform(({ obj }: { obj: { rows?: unknown } }) => obj.rows) @IsArray() @ArrayMaxSize(5000) rows!: unknown[];
}

export class ChangeLangDto {
  @IsNotEmpty() @IsIn(LANGS) lang!: Lang;
}
