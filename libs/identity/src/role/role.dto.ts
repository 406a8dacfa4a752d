import { IsArray, IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { IdDto, PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import type { DataScope, GrantRoleRequest, RoleRequest } from '@gengyun/contracts';

export class RolePageDto extends PageQueryDto {}

export class AddRoleDto implements RoleRequest {
  @IsString() @IsNotEmpty() @MaxLength(50) name!: string;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_admin?: boolean;
}

export class UpdateRoleDto extends AddRoleDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class GrantRoleDto extends IdDto implements GrantRoleRequest {
  @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) menuIds!: number[];
  /** Data permissions: dimension → allowed ids; a dimension left out (or empty) is unrestricted. */
  @IsOptional() @IsObject() scopes?: Partial<Record<DataScope, number[]>>;
}
