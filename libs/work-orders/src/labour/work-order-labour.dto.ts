import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  WORK_ORDER_RECORD_LIMITS as LIMITS,
  type WorkOrderLabourAddRequest,
  type WorkOrderLabourOrderRequest,
  type WorkOrderLabourUpdateRequest,
} from '@gengyun/contracts';

export class LabourOrderDto implements WorkOrderLabourOrderRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
}

class LabourTimesDto {
  @IsISO8601({ strict: true }) start_time!: string;
  @IsOptional() @IsISO8601({ strict: true }) end_time?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.entryMinutes) minutes?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
}

export class LabourAddDto extends LabourTimesDto implements WorkOrderLabourAddRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) user_id?: number;
}

export class LabourUpdateDto extends LabourTimesDto implements WorkOrderLabourUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  /** The order's version as read. */
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}
