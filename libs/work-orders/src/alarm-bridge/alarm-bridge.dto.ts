import { Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { REQUEST_ID_PATTERN, WORK_ORDER_LIMITS as LIMITS, WORK_ORDER_PRIORITIES, type WorkOrderAlarmRequest, type WorkOrderFromAlarmRequest } from '@gengyun/contracts';
import { ToIdList } from '@gengyun/core';

export class WorkOrderAlarmDto implements WorkOrderAlarmRequest {
  @Type(() => Number) @IsInt() @Min(1) alarm_id!: number;
}

export class WorkOrderFromAlarmDto extends WorkOrderAlarmDto implements WorkOrderFromAlarmRequest {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority!: number;
  /** Left to the order's rules, which answer "a person in charge must be assigned". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id!: number;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(LIMITS.title) title?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @IsISO8601({ strict: true }) due_time?: string;
  @IsOptional() @IsString() @Matches(REQUEST_ID_PATTERN) request_id?: string;
}
