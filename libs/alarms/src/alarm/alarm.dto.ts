import { Type } from 'class-transformer';
import { IsDate, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@gengyun/core';
import { ALARM_STATUSES, type AlarmStatus } from './alarm-state';

export class AlarmPageDto extends PageQueryDto {
  /** One status, or `open` for raised and acknowledged. */
  @IsOptional() @IsIn([...ALARM_STATUSES, 'open']) status?: AlarmStatus | 'open';
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(5) severity?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) meter_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) rule_id?: number;
  /** Raised at or after / before (ISO time or epoch ms). */
  @IsOptional() @Type(() => Date) @IsDate() start_time?: Date;
  @IsOptional() @Type(() => Date) @IsDate() end_time?: Date;
}

/** Acknowledge, clear and close: the alarm and the operator's optional note (at most 500 characters). */
export class AlarmNoteDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @MaxLength(500) note?: string;
}
