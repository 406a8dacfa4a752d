import { Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  DAY_PATTERN as DAY,
  INVENTORY_CODE_PATTERN as CODE,
  INVENTORY_LIMITS as LIMITS,
  STOCKTAKE_STATES,
  type StocktakeCountRequest,
  type StocktakeQuery,
  type StocktakeRequest,
  type StocktakeState,
} from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';
import { OptionalId } from '../dto-helpers';

export class StocktakeAddDto implements StocktakeRequest {
  @IsOptional() @IsString() @Matches(CODE) code?: string;
  @IsString() @Matches(DAY) count_date!: string;
  @Type(() => Number) @IsInt() @Min(1) warehouse_id!: number;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.bins) @IsInt({ each: true }) @Min(1, { each: true }) bin_ids?: number[];
  @OptionalId() person_user_id?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
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
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}
