import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DAY_TIME_PATTERN as DATE_TIME, JobStatus, TASK_KIND_PATTERN, type TaskPageRequest } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';

export class TaskPageDto extends PageQueryDto implements TaskPageRequest {
  @IsOptional() @IsString() @MaxLength(50) @Matches(TASK_KIND_PATTERN) kind?: string;
  @IsOptional() @Type(() => Number) @IsIn(Object.values(JobStatus)) status?: JobStatus;
  @IsOptional() @Matches(DATE_TIME) startTime?: string;
  @IsOptional() @Matches(DATE_TIME) endTime?: string;
  @IsOptional() @ToBoolean() @IsBoolean() all?: boolean;
}
