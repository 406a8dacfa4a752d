import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import {
  DAY_PATTERN as DAY,
  RECEIPT_STATUSES,
  type ReceiptStatus,
  type StockReceiptActRequest,
  type StockReceiptQuery,
  type StockReceiptRequest,
  type StockReceiptUpdateRequest,
} from '@gengyun/contracts';
import { IdDto, PageQueryDto } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';
import { PutInDto } from '../stock/stock.dto';

export class ReceiptPageDto extends PageQueryDto implements StockReceiptQuery {
  @OptionalId() warehouse_id?: number;
  @OptionalId() supplier_id?: number;
  @IsOptional() @IsIn(RECEIPT_STATUSES) status?: ReceiptStatus;
  @IsOptional() @IsString() @Matches(DAY) expected_until?: string;
}

export class ReceiptActDto extends IdDto implements StockReceiptActRequest {
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class ReceiptDto extends PutInDto implements StockReceiptRequest {
  @IsOptional() @IsString() @Matches(DAY) expected_date?: string;
}

export class ReceiptUpdateDto extends ReceiptDto implements StockReceiptUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}
