import { Type } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { WORK_ORDER_LIMITS as LIMITS, type WorkOrderPoolRequest } from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';

export class WorkOrderPoolAddDto implements WorkOrderPoolRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.poolMembers) @IsInt({ each: true }) @Min(1, { each: true }) member_ids?: number[];
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}

export class WorkOrderPoolUpdateDto extends WorkOrderPoolAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class WorkOrderPoolPageDto extends PageQueryDto {}
