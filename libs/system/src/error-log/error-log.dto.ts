import { IsOptional, Matches } from 'class-validator';
import { DAY_TIME_PATTERN as DATE_TIME } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` (SPEC section 9), in the enterprise's time zone. */

export class ErrorLogPageDto extends PageQueryDto {
  @IsOptional() @Matches(DATE_TIME) startTime?: string;
  @IsOptional() @Matches(DATE_TIME) endTime?: string;
}
