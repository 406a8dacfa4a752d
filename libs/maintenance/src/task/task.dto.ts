import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { MAINTENANCE_LIMITS as LIMITS, TASK_ITEM_TYPES, type TaskItemRequest, type TaskItemType, type TaskTemplateRequest } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';

export class TaskItemAddDto implements TaskItemRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsIn(TASK_ITEM_TYPES) type!: TaskItemType;
  @IsOptional() @IsString() @MaxLength(LIMITS.text) standard?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.text) method?: string;
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) lower_limit?: number | null;
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) upper_limit?: number | null;
  @IsOptional() @IsString() @MaxLength(LIMITS.unit) unit?: string;
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.options) @IsString({ each: true }) @MinLength(1, { each: true }) @MaxLength(LIMITS.option, { each: true }) options?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.options) @IsString({ each: true }) @MaxLength(LIMITS.option, { each: true }) failing_options?: string[];
  @IsOptional() @IsString() @MaxLength(50) meter_quantity?: string;
  @IsOptional() @ToBoolean() @IsBoolean() failure_opens_order?: boolean;
}

export class TaskItemUpdateDto extends TaskItemAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class TaskItemPageDto extends PageQueryDto {
  @IsOptional() @IsIn(TASK_ITEM_TYPES) type?: TaskItemType;
}

export class TaskTemplateAddDto implements TaskTemplateRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  /** Left to the service, which answers SPEC's "at least one of device type or device model". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_type_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_model_id?: number | null;
  @ToIdList() @IsArray() @ArrayMaxSize(LIMITS.templateItems) @IsInt({ each: true }) @Min(1, { each: true }) item_ids!: number[];
  @IsOptional() @IsString() @MaxLength(LIMITS.text) remark?: string;
}

export class TaskTemplateUpdateDto extends TaskTemplateAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class TaskTemplatePageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_type_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_model_id?: number;
}
