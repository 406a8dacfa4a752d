import { IsOptional, Matches } from 'class-validator';
import { PageQueryDto } from '@gengyun/core';

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` (SPEC section 9), in the enterprise's time zone. */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

export class ErrorLogPageDto extends PageQueryDto {
  @IsOptional() @Matches(DATE_TIME) startTime?: string;
  @IsOptional() @Matches(DATE_TIME) endTime?: string;
}
