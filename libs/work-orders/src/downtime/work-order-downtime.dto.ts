import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  DOWNTIME_REASONS,
  WORK_ORDER_RECORD_LIMITS as LIMITS,
  type DowntimeReason,
  type EquipmentDowntimePageRequest,
  type WorkOrderDowntimeAddRequest,
  type WorkOrderDowntimeUpdateRequest,
} from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

class DowntimeFieldsDto {
  @IsISO8601({ strict: true }) start_time!: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsISO8601({ strict: true }) end_time?: string | null;
  @IsIn(DOWNTIME_REASONS) reason!: DowntimeReason;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
}

export class DowntimeAddDto extends DowntimeFieldsDto implements WorkOrderDowntimeAddRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
}

export class DowntimeUpdateDto extends DowntimeFieldsDto implements WorkOrderDowntimeUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  /** The order's version as read. */
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class EquipmentDowntimePageDto extends PageQueryDto implements EquipmentDowntimePageRequest {
  @Type(() => Number) @IsInt() @Min(1) equipment_id!: number;
}
