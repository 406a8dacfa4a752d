import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { PageQueryDto, ToBoolean } from '@gengyun/core';

export class PatrolResultPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) point_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) task_id?: number;
  @IsOptional() @ToBoolean() @IsBoolean() failed?: boolean;
}
