import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  DAY_PATTERN as DAY,
  INVENTORY_CODE_PATTERN as CODE,
  INVENTORY_LIMITS as LIMITS,
  STOCKTAKE_COUNT_MODES,
  STOCKTAKE_STATES,
  type StocktakeCountMode,
  type StocktakeCountRequest,
  type StocktakeRecountRequest,
  type StocktakeUpdateRequest,
  type StocktakeQuery,
  type StocktakeRequest,
  type StocktakeState,
} from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class StocktakeAddDto implements StocktakeRequest {
  @IsOptional() @IsString() @Matches(CODE) code?: string;
  @IsString() @Matches(DAY) count_date!: string;
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.bins) @IsInt({ each: true }) @Min(1, { each: true }) bin_ids?: number[];
  @OptionalId() person_user_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
  @IsOptional() @ToBoolean() @IsBoolean() blind?: boolean;
}

export class StocktakeUpdateDto extends StocktakeAddDto implements StocktakeUpdateRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  /** The version the editor read; a change in between is "get the latest data and retry". */
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class StocktakeRecountDto implements StocktakeRecountRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @ToIdList() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.lines * 10) @IsInt({ each: true }) @Min(1, { each: true }) line_ids!: number[];
}

export class StocktakePageDto extends PageQueryDto implements StocktakeQuery {
  @OptionalId() warehouse_id?: number;
  @IsOptional() @IsIn(STOCKTAKE_STATES) state?: StocktakeState;
}

export class StocktakeCountDto implements StocktakeCountRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @OptionalId() part_id?: number;
  @IsOptional() @IsString() @MinLength(1) @MaxLength(1000) qr_content?: string;
  @OptionalId() bin_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.batch) batch_no?: string;
  @Type(() => Number) @IsInt() @Min(0) @Max(LIMITS.quantity) counted!: number;
  @IsOptional() @IsIn(STOCKTAKE_COUNT_MODES) mode?: StocktakeCountMode;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}
