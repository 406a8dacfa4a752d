import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import type { SubWorkOrderPageRequest } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

export class SubWorkOrderPageDto extends PageQueryDto implements SubWorkOrderPageRequest {
  @Type(() => Number) @IsInt() @Min(1) parent_id!: number;
}
