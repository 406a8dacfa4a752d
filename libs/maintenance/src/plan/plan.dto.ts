import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import {
  HOLIDAY_RULES,
  MAINTENANCE_LIMITS as LIMITS,
  PLAN_COVERAGES,
  TRIGGER_MODES,
  WORK_ORDER_PRIORITIES,
  type HolidayRule,
  type PlanCoverage,
  type PlanMoveRequest,
  type PlanPreviewRequest,
  type PlanRequest,
  type PlanTrigger,
  type TriggerMode,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import { LOCAL_DATE_PATTERN } from '../cycle/local-date';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export class PlanAddDto implements PlanRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsIn(PLAN_COVERAGES) coverage!: PlanCoverage;
  @IsOptional() @ToIdList() @IsArray() @ArrayMaxSize(LIMITS.equipment) @IsInt({ each: true }) @Min(1, { each: true }) equipment_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_type_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_model_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number | null;
  @Type(() => Number) @IsInt() @Min(1) task_template_id!: number;
  @Type(() => Number) @IsInt() @Min(1) work_order_type_id!: number;
  @IsOptional() @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority?: number;
  /** Left to the service, which answers SPEC's "a person in charge must be assigned". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id!: number;
  @IsOptional() @ToIdList() @IsArray() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.durationHours) duration_hours!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(LIMITS.leadDays) lead_days?: number;
  @IsString() @Matches(LOCAL_DATE_PATTERN) start_date!: string;
  @IsOptional() @IsString() @Matches(LOCAL_DATE_PATTERN) end_date?: string | null;
  @IsOptional() @IsString() @Matches(TIME_OF_DAY) due_time?: string;
  /** Checked by the service, which answers SPEC's trigger messages (must be set, execution day ≤ 27, month ≤ 12). */
  @IsOptional() triggers!: PlanTrigger[];
  @IsOptional() @IsIn(TRIGGER_MODES) trigger_mode?: TriggerMode;
  @IsOptional() @IsIn(HOLIDAY_RULES) holiday_rule?: HolidayRule;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class PlanUpdateDto extends PlanAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class PlanPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_type_id?: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class PlanPreviewDto implements PlanPreviewRequest {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) id?: number;
  @IsOptional() @ValidateNested() @Type(() => PlanAddDto) plan?: PlanAddDto;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.previewDays) days?: number;
}

export class PlanMoveDto implements PlanMoveRequest {
  @Type(() => Number) @IsInt() @Min(1) plan_id!: number;
  @IsString() @Matches(LOCAL_DATE_PATTERN) from!: string;
  @IsString() @Matches(LOCAL_DATE_PATTERN) to!: string;
}
