import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  FEE_PATTERN,
  PERSON_ACTIONS,
  REQUEST_ID_PATTERN,
  WORK_ORDER_LIMITS as LIMITS,
  WORK_ORDER_RECORD_LIMITS as RECORD_LIMITS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUSES,
  type WorkOrderAction,
  type WorkOrderActRequest,
  type WorkOrderBatchAssignRequest,
  type WorkOrderPageRequest,
  type WorkOrderRequest,
  type WorkOrderSource,
  type WorkOrderStatus,
  type WorkOrderUpdateRequest,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';

/** Statuses as a JSON array or comma-separated text. */
const ToTextList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

/** The fields an add and an update share. */
class WorkOrderFieldsDto {
  @IsString() @MinLength(1) @MaxLength(LIMITS.title) title!: string;
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority!: number;
  /** Left to the service, which answers SPEC's "a person in charge must be assigned". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number | null;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
  @IsOptional() @IsISO8601({ strict: true }) due_time?: string;
  @IsOptional() @IsString() @Matches(FEE_PATTERN) fee?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) parent_id?: number | null;
  @IsOptional() @IsObject() custom_fields?: Record<string, unknown>;
  /** Photos and documents; on an edit, the whole list (docs/decisions/work-orders-record.md). */
  @IsOptional() @ToIdList() @ArrayMaxSize(RECORD_LIMITS.files) @IsInt({ each: true }) @Min(1, { each: true }) file_ids?: number[];
}

export class WorkOrderAddDto extends WorkOrderFieldsDto implements WorkOrderRequest {
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @IsIn(WORK_ORDER_SOURCES) source?: WorkOrderSource;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) source_id?: number;
  @IsOptional() @IsString() @Matches(REQUEST_ID_PATTERN) request_id?: string;
}

export class WorkOrderUpdateDto extends WorkOrderFieldsDto implements WorkOrderUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class WorkOrderActDto implements WorkOrderActRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @IsIn(PERSON_ACTIONS) action!: WorkOrderAction;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) transfer_to?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(LIMITS.score[0]) @Max(LIMITS.score[1]) score?: number;
  /** Files added at this step (photos of the result with `finish`). */
  @IsOptional() @ToIdList() @ArrayMaxSize(RECORD_LIMITS.files) @IsInt({ each: true }) @Min(1, { each: true }) file_ids?: number[];
  @IsOptional() @IsString() @Matches(REQUEST_ID_PATTERN) request_id?: string;
}

export class WorkOrderBatchAssignDto implements WorkOrderBatchAssignRequest {
  @ToIdList() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.batch) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.note) note?: string;
  @IsOptional() @IsString() @Matches(REQUEST_ID_PATTERN) request_id?: string;
}

export class WorkOrderPageDto extends PageQueryDto implements WorkOrderPageRequest {
  @IsOptional() @ToTextList() @ArrayMaxSize(WORK_ORDER_STATUSES.length) @IsIn(WORK_ORDER_STATUSES, { each: true }) status?: WorkOrderStatus[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) type_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) parent_id?: number;
  @IsOptional() @ToBoolean() @IsIn([true, false]) mine?: boolean;
  @IsOptional() @ToBoolean() @IsIn([true, false]) past_due?: boolean;
  @IsOptional() @IsISO8601({ strict: true }) start?: string;
  @IsOptional() @IsISO8601({ strict: true }) end?: string;
}
