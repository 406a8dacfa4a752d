import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDate, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  INVENTORY_LIMITS as LIMITS,
  MOVE_KINDS,
  MOVEMENT_DOCUMENT_TYPES,
  MOVEMENT_TYPES,
  type MoveKind,
  type MoveLine,
  type MoveRequest,
  type MovementType,
  type PutInLine,
  type PutInRequest,
  type StockMovementQuery,
  type StockByBinQuery,
  type StockGroupQuery,
  type StockQuery,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';
import { OptionalId, PriceText } from '../dto-helpers';

/** Documents a person may name on a put-in or move; stocktakes and opening stock are written by their own features. */
export const CALLER_DOCUMENT_TYPES = ['manual', 'workOrder', 'purchase'] as const;
type CallerDocumentType = (typeof CALLER_DOCUMENT_TYPES)[number];

class DocumentDto {
  @IsOptional() @IsIn(CALLER_DOCUMENT_TYPES) document_type?: CallerDocumentType;
  /** The work order a movement is for (only with `document_type` workOrder). */
  @OptionalId() document_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) reason?: string;
}

export class PutInLineDto implements PutInLine {
  @Type(() => Number) @IsInt() @Min(1) part_id!: number;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.quantity) quantity!: number;
  /** As text or a number; its format is "price format error" otherwise. */
  @PriceText() @IsString() @MaxLength(30) unit_price!: string;
  /** The recorded order of this part and warehouse the line brings in. */
  @OptionalId() order_id?: number;
}

export class PutInDto extends DocumentDto implements PutInRequest {
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @OptionalId() supplier_id?: number;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => PutInLineDto) lines!: PutInLineDto[];
}

export class MoveLineDto implements MoveLine {
  @Type(() => Number) @IsInt() @Min(1) part_id!: number;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  /** Positive, except for an adjustment, which is signed (never 0). */
  @Type(() => Number) @IsInt() @Min(-LIMITS.quantity) @Max(LIMITS.quantity) quantity!: number;
  @OptionalId() to_bin_id?: number;
}

export class MoveDto extends DocumentDto implements MoveRequest {
  @IsIn(MOVE_KINDS) kind!: MoveKind;
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @OptionalId() to_warehouse_id?: number;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => MoveLineDto) lines!: MoveLineDto[];
}

export class StockPageDto extends PageQueryDto implements StockQuery {
  @OptionalId() warehouse_id?: number;
  @OptionalId() bin_id?: number;
  @OptionalId() part_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) bom_type?: number;
  /** Leave out places that hold nothing now (the default). */
  @IsOptional() @ToBoolean() @IsBoolean() only_held?: boolean;
  /** Only the places kept without a bin (the bin view's "no bin" row). */
  @IsOptional() @ToBoolean() @IsBoolean() no_bin?: boolean;
}

export class StockMovementPageDto extends PageQueryDto implements Omit<StockMovementQuery, 'start_time' | 'end_time'> {
  @OptionalId() warehouse_id?: number;
  @OptionalId() part_id?: number;
  @IsOptional() @IsIn(MOVEMENT_TYPES) movement_type?: MovementType;
  @IsOptional() @IsIn(MOVEMENT_DOCUMENT_TYPES) document_type?: StockMovementQuery['document_type'];
  @IsOptional() @IsIn(['in', 'out']) direction?: 'in' | 'out';
  @IsOptional() @Type(() => Date) @IsDate() start_time?: Date;
  /** Exclusive. */
  @IsOptional() @Type(() => Date) @IsDate() end_time?: Date;
}

export class StockByBinDto implements StockByBinQuery {
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
}

export class StockGroupDto extends PageQueryDto implements StockGroupQuery {
  @OptionalId() warehouse_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) bom_type?: number;
}
