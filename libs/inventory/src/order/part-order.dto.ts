import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  DAY_PATTERN as DAY,
  INVENTORY_LIMITS as LIMITS,
  PART_ORDER_STATUSES,
  type PartOrderActRequest,
  type PartOrderQuery,
  type PartOrderRequest,
  type PartOrderStatus,
} from '@gengyun/contracts';
import { IdDto, PageQueryDto } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class PartOrderDto implements PartOrderRequest {
  @Type(() => Number) @IsInt() @Min(1) part_id!: number;
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @OptionalId() supplier_id?: number;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.quantity) quantity!: number;
  @IsOptional() @IsString() @Matches(DAY) expected_date?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}

export class PartOrderPageDto extends PageQueryDto implements PartOrderQuery {
  @OptionalId() warehouse_id?: number;
  @OptionalId() part_id?: number;
  @IsOptional() @IsIn(PART_ORDER_STATUSES) status?: PartOrderStatus;
}

export class PartOrderActDto extends IdDto implements PartOrderActRequest {
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}
