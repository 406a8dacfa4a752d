import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Min } from 'class-validator';
import { USAGE_COUNTERS, type UsageCounter, type UsageReadingListRequest, type UsageReadingRequest } from '@gengyun/contracts';

export class UsageReadingDto implements UsageReadingRequest {
  @Type(() => Number) @IsInt() @Min(1) equipment_id!: number;
  @IsIn(USAGE_COUNTERS) counter!: UsageCounter;
  /** Checked by the service, which answers with the usage value message. */
  @Type(() => Number) @IsNumber() value!: number;
}

export class UsageReadingListDto implements UsageReadingListRequest {
  @Type(() => Number) @IsInt() @Min(1) equipment_id!: number;
  @IsOptional() @IsIn(USAGE_COUNTERS) counter?: UsageCounter;
}
