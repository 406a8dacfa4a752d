import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import {
  WORK_ORDER_LIMITS as LIMITS,
  WORK_ORDER_TYPE_CODE_PATTERN,
  type WorkOrderTypeFieldRequest,
  type WorkOrderTypeLevelRequest,
  type WorkOrderTypeRequest,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';

export class WorkOrderTypeLevelDto implements WorkOrderTypeLevelRequest {
  @Type(() => Number) @IsInt() @Min(1) @Max(5) level!: number;
  @Type(() => Number) @IsInt() @Min(LIMITS.minutes[0]) @Max(LIMITS.minutes[1]) response_minutes!: number;
  @Type(() => Number) @IsInt() @Min(LIMITS.minutes[0]) @Max(LIMITS.minutes[1]) completion_minutes!: number;
}

export class WorkOrderTypeFieldDto implements WorkOrderTypeFieldRequest {
  @Type(() => Number) @IsInt() @Min(1) field_id!: number;
  @IsOptional() @ToBoolean() @IsIn([true, false]) required?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) hidden?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.options) @IsString({ each: true }) @MaxLength(100, { each: true }) options?: string[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(100_000) sort?: number;
}

export class WorkOrderTypeAddDto implements WorkOrderTypeRequest {
  @IsString() @Matches(WORK_ORDER_TYPE_CODE_PATTERN) code!: string;
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) default_pool_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) default_template_id?: number | null;
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) show_fee?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) show_labour_cost?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) show_parts_cost?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(100_000) sort?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
  @IsArray() @ArrayMaxSize(5) @ValidateNested({ each: true }) @Type(() => WorkOrderTypeLevelDto) levels!: WorkOrderTypeLevelDto[];
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.fields) @ValidateNested({ each: true }) @Type(() => WorkOrderTypeFieldDto) fields?: WorkOrderTypeFieldDto[];
}

export class WorkOrderTypeUpdateDto extends WorkOrderTypeAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class WorkOrderTypePageDto extends PageQueryDto {
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
}
