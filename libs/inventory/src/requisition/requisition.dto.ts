import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  INVENTORY_LIMITS as LIMITS,
  REQUISITION_LIST_STATUSES,
  type RequisitionActRequest,
  type RequisitionIssueRequest,
  type RequisitionLineRequest,
  type RequisitionLineSource,
  type RequisitionQuery,
  type RequisitionReplaceLineRequest,
  type RequisitionReturnRequest,
  type RequisitionSaveRequest,
  type RequisitionListStatus,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class RequisitionLineDto implements RequisitionLineRequest {
  @Type(() => Number) @IsInt() @Min(1) part_id!: number;
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.quantity) quantity!: number;
}

export class RequisitionSaveDto implements RequisitionSaveRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) version?: number;
  @IsOptional() @ToBoolean() @IsIn([true, false]) wait_for_parts?: boolean;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
  @IsArray() @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => RequisitionLineDto) lines!: RequisitionLineDto[];
}

export class RequisitionActDto implements RequisitionActRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @OptionalId() warehouse_id?: number;
}

export class RequisitionReturnLineDto {
  @Type(() => Number) @IsInt() @Min(1) line_id!: number;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.quantity) quantity!: number;
}

export class RequisitionIssueDto extends RequisitionActDto implements RequisitionIssueRequest {
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => RequisitionReturnLineDto) lines?: RequisitionReturnLineDto[];
}

export class RequisitionReturnDto extends RequisitionActDto implements RequisitionReturnRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => RequisitionReturnLineDto) lines!: RequisitionReturnLineDto[];
}

export class RequisitionPageDto extends PageQueryDto implements RequisitionQuery {
  /** A stored status, or `partlyIssued` (derived: ready or approved with units issued). */
  @IsOptional() @IsIn(REQUISITION_LIST_STATUSES) status?: RequisitionListStatus;
  @OptionalId() warehouse_id?: number;
}

export class RequisitionOfOrderDto {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
}

export class RequisitionLineSourceDto implements RequisitionLineSource {
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  @Type(() => Number) @IsInt() @Min(1) @Max(LIMITS.quantity) quantity!: number;
}

export class RequisitionReplaceLineDto implements RequisitionReplaceLineRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @Type(() => Number) @IsInt() @Min(1) line_id!: number;
  @OptionalId() part_id?: number;
  /** Required unless the line is split over `sources`. */
  @ValidateIf((o: RequisitionReplaceLineDto) => o.sources === undefined || o.warehouse_id !== undefined) @Type(() => Number) @IsInt() @Min(1) warehouse_id?: number;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  @IsOptional() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.lines) @ValidateNested({ each: true }) @Type(() => RequisitionLineSourceDto) sources?: RequisitionLineSourceDto[];
}
