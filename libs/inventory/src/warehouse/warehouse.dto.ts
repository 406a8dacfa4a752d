import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { INVENTORY_CODE_PATTERN as CODE, INVENTORY_LIMITS as LIMITS, type WarehouseBinRequest, type WarehouseRequest } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

export class WarehouseBinDto implements WarehouseBinRequest {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) id?: number;
  @IsString() @Matches(CODE) code!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.name) name?: string;
}

export class WarehouseAddDto implements WarehouseRequest {
  @IsString() @Matches(CODE) code!: string;
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) manager_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.text) address?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.bins) @ValidateNested({ each: true }) @Type(() => WarehouseBinDto) bins?: WarehouseBinDto[];
}

export class WarehouseUpdateDto extends WarehouseAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  /** The version the editor read; a change in between is "get the latest data and retry". */
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class WarehousePageDto extends PageQueryDto {}
