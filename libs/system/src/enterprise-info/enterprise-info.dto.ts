import { Type } from 'class-transformer';
import { IsDefined, IsEmail, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import type { EnterpriseInfo, EnterpriseInfoRequest } from '@gengyun/contracts';

export class EnterpriseUpdateDto implements EnterpriseInfoRequest {
  @IsDefined() @IsString() @MinLength(1) @MaxLength(100) name!: string;
  @IsOptional() @IsString() @MaxLength(255) address?: string;
  @IsOptional() @IsString() @MaxLength(50) contact?: string;
  @IsOptional() @IsString() @MaxLength(30) phone?: string;
  @IsOptional() @IsEmail() @MaxLength(100) email?: string;
  /** An already uploaded file to use as the logo; or send the PNG itself as the multipart field `logo`. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) logo_file_id?: number;
}

export type EnterpriseInfoView = EnterpriseInfo;
