import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { METER_CODE_PATTERN, METER_STATUSES, OFFLINE_AFTER, type AddMeterRequest, type HistoryRequest, type UpdateMeterRequest } from '@gengyun/contracts';
import { METER_TYPES, PageQueryDto, ToBoolean, ToIdList, type MeterType } from '@gengyun/core';
import { DEAD_LETTER_REASONS, type DeadLetterReason } from '../dead-letter/dead-letter.entity';
import type { MeterStatus } from './meter.entity';

const STATUSES = METER_STATUSES;
const id = (): PropertyDecorator => (target, key) => {
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
};
/** Epoch ms, or ISO text, as epoch ms. */
const ToEpochMs = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const value = obj[key];
    return typeof value === 'string' && !/^\d+$/.test(value) ? Date.parse(value) : Number(value);
  });

export class MeterPageDto extends PageQueryDto {
  @IsOptional() @IsIn(METER_TYPES) meter_type?: MeterType;
  @IsOptional() @IsIn(STATUSES) status?: MeterStatus;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  @IsOptional() @id() location_id?: number;
  @IsOptional() @id() equipment_id?: number;
  @IsOptional() @id() customer_id?: number;
}

export class EnabledMeterListDto {
  @IsOptional() @IsIn(METER_TYPES) meter_type?: MeterType;
}

class MeterFields {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @id() equipment_id?: number;
  @IsOptional() @id() location_id?: number;
  @IsOptional() @id() customer_id?: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(OFFLINE_AFTER.min) @Max(OFFLINE_AFTER.max) offline_after_seconds?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class AddMeterDto extends MeterFields implements AddMeterRequest {
  /** Part of the device topic: letters, digits, `_`, `.` and `-`. */
  @IsString() @Matches(METER_CODE_PATTERN) meter_code!: string;
  @IsIn(METER_TYPES) meter_type!: MeterType;
}

/** Code and type are fixed: the device is provisioned with the topic they make. */
export class UpdateMeterDto extends MeterFields implements UpdateMeterRequest {
  @id() id!: number;
}

export class MeterIdsDto {
  @ToIdList() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

export class HistoryDto implements HistoryRequest {
  @id() meterId!: number;
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(16)
  @IsString({ each: true })
  quantities!: string[];
  @ToEpochMs() @IsInt() @Min(0) start!: number;
  @ToEpochMs() @IsInt() @Min(0) end!: number;
}

export class DeadLetterPageDto extends PageQueryDto {
  @IsOptional() @IsIn(DEAD_LETTER_REASONS) reason?: DeadLetterReason;
  @IsOptional() @id() meter_id?: number;
}
