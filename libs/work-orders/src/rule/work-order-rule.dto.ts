import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  WORK_ORDER_LIMITS as LIMITS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_RULE_LIMITS as RULE,
  type WorkOrderRuleEnableRequest,
  type WorkOrderRulePreviewRequest,
  type WorkOrderRuleRequest,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';

export class WorkOrderRuleAddDto implements WorkOrderRuleRequest {
  @IsString() @MinLength(1) @MaxLength(RULE.name) name!: string;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  @Type(() => Number) @IsInt() @Min(RULE.sort[0]) @Max(RULE.sort[1]) sort!: number;
  @IsOptional() @ToIdList() @ArrayMaxSize(RULE.list) @IsInt({ each: true }) @Min(1, { each: true }) type_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(RULE.list) @IsInt({ each: true }) @Min(1, { each: true }) equipment_type_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(WORK_ORDER_PRIORITIES.length) @IsIn(WORK_ORDER_PRIORITIES, { each: true }) priorities?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id?: number | null;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}

export class WorkOrderRuleUpdateDto extends WorkOrderRuleAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class WorkOrderRuleEnableDto implements WorkOrderRuleEnableRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ToBoolean() @IsBoolean() enabled!: boolean;
}

export class WorkOrderRulePreviewDto implements WorkOrderRulePreviewRequest {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number | null;
}

export class WorkOrderRulePageDto extends PageQueryDto {
  @IsOptional() @ToBoolean() @IsIn([true, false]) enabled?: boolean;
}
