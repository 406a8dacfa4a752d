import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { HOLIDAY_RULES, PATROL_LIMITS as LIMITS, TRIGGER_MODES, type HolidayRule, type PatrolPlanRequest, type PlanTrigger, type TriggerMode } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';
import { LOCAL_DATE_PATTERN } from '../../cycle/local-date';
import { TIME_OF_DAY } from '../point/patrol-point.dto';

export class PatrolPlanAddDto implements PatrolPlanRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @Type(() => Number) @IsInt() @Min(1) route_id!: number;
  /** Left to the service, which answers SPEC's "a person in charge must be assigned". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) assignee_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @Type(() => Number) @IsInt() @Min(1) work_order_type_id!: number;
  @IsString() @Matches(LOCAL_DATE_PATTERN) start_date!: string;
  @IsOptional() @IsString() @Matches(LOCAL_DATE_PATTERN) end_date?: string | null;
  @IsOptional() @IsString() @Matches(TIME_OF_DAY) due_time?: string;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.durationMinutes) duration_minutes!: number;
  /** Checked by the service with the maintenance plans' rules and messages. */
  @IsOptional() triggers!: PlanTrigger[];
  @IsOptional() @IsIn(TRIGGER_MODES) trigger_mode?: TriggerMode;
  @IsOptional() @IsIn(HOLIDAY_RULES) holiday_rule?: HolidayRule;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class PatrolPlanUpdateDto extends PatrolPlanAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class PatrolPlanPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) route_id?: number;
}
