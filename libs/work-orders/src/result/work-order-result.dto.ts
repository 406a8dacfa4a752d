import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { RATE_PATTERN, WORK_ORDER_RECORD_LIMITS as LIMITS, type WorkOrderResultRequest, type WorkOrderTypeRecordRequest } from '@gengyun/contracts';
import { ToBoolean } from '@gengyun/core';

export class WorkOrderResultDto implements WorkOrderResultRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) failure_code?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) cause_code?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) remedy_code?: string | null;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
}

export class WorkOrderTypeRecordDto implements WorkOrderTypeRecordRequest {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) failure_list?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) cause_list?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(LIMITS.code) remedy_list?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() codes_required?: boolean;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @Matches(RATE_PATTERN) labour_rate?: string | null;
}

export class TypeIdDto {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
}

export class OrderIdDto {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
}
