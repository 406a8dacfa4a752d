import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import type { OrgRequest } from '@gengyun/contracts';

export class AddOrgDto implements OrgRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) parent_id?: number;
  @IsOptional() @IsString() @MaxLength(50) code?: string;
  @IsOptional() @Type(() => Number) @IsInt() sort?: number;
}

export class UpdateOrgDto extends AddOrgDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}
