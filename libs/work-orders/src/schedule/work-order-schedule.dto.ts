import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  WORK_ORDER_LIMITS as LIMITS,
  type WorkOrderBatchDispatchRequest,
  type WorkOrderRescheduleRequest,
  type WorkOrderScheduleRequest,
} from '@gengyun/contracts';
import { ToIdList } from '@gengyun/core';

export class WorkOrderScheduleDto implements WorkOrderScheduleRequest {
  @IsISO8601({ strict: true }) start!: string;
  @IsISO8601({ strict: true }) end!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) user_id?: number;
}

export class WorkOrderRescheduleDto implements WorkOrderRescheduleRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @IsISO8601({ strict: true }) due_time!: string;
}

class VersionedIdDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class WorkOrderBatchDispatchDto implements WorkOrderBatchDispatchRequest {
  @ValidateNested({ each: true }) @Type(() => VersionedIdDto) @ArrayMinSize(1) @ArrayMaxSize(LIMITS.batch) orders!: VersionedIdDto[];
  @ToIdList() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids!: number[];
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
}
