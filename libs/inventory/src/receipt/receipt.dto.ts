import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { RECEIPT_STATUSES, type ReceiptStatus, type StockReceiptActRequest, type StockReceiptQuery } from '@gengyun/contracts';
import { IdDto, PageQueryDto } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class ReceiptPageDto extends PageQueryDto implements StockReceiptQuery {
  @OptionalId() warehouse_id?: number;
  @IsOptional() @IsIn(RECEIPT_STATUSES) status?: ReceiptStatus;
}

export class ReceiptActDto extends IdDto implements StockReceiptActRequest {
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}
