import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PATROL_LIMITS as LIMITS, type PatrolPointRequest } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export class PatrolPointAddDto implements PatrolPointRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @Type(() => Number) @IsInt() @Min(1) location_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number | null;
  @IsString() @MinLength(1) @MaxLength(LIMITS.qr) qr_content!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.nfc) nfc_tag_id?: string | null;
  @Type(() => Number) @IsNumber() @Min(-90) @Max(90) latitude!: number;
  @Type(() => Number) @IsNumber() @Min(-180) @Max(180) longitude!: number;
  @Type(() => Number) @IsInt() @Min(LIMITS.rangeMin) @Max(LIMITS.rangeMax) range_m!: number;
  @IsOptional() @IsString() @Matches(TIME_OF_DAY) window_start?: string | null;
  @IsOptional() @IsString() @Matches(TIME_OF_DAY) window_end?: string | null;
  @Type(() => Number) @IsInt() @Min(1) task_template_id!: number;
  @IsOptional() @ToBoolean() @IsBoolean() allow_manual_check_in?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class PatrolPointUpdateDto extends PatrolPointAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class PatrolPointPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number;
}

export class PatrolPointQrDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(64) @Max(1024) size?: number;
}
