import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { ASSET_CODE_PATTERN as CODE, COUNT_STATES, IO_STATES, type CountRequest, type IoRequest } from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';
import { DATE, OptionalId } from '../catalog/catalog.dto';
import { COUNT_RESULTS, IO_DIRECTIONS, IO_TARGET_STATUSES } from '../equipment.constants';

export class IoPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsIn(IO_DIRECTIONS) direction?: number;
  @IsOptional() @Type(() => Number) @IsIn(IO_STATES) state?: number;
}

export class AddIoDto implements IoRequest {
  /** Generated (`IO` + date + sequence) when left out. */
  @IsOptional() @IsString() @Matches(CODE) code?: string;
  @Type(() => Number) @IsIn(IO_DIRECTIONS) direction!: number;
  @OptionalId() to_position_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(IO_TARGET_STATUSES) to_status?: number;
  @OptionalId() handler_user_id?: number;
  @ToIdList() @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) equipment_ids!: number[];
  @OptionalId() sub_work_order_id?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class UpdateIoDto extends AddIoDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class ReviewIoDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class CountPageDto extends PageQueryDto {
  @IsOptional() @Type(() => Number) @IsIn(COUNT_STATES) state?: number;
  @OptionalId() position_id?: number;
}

export class AddCountDto implements CountRequest {
  @IsOptional() @IsString() @Matches(CODE) code?: string;
  @Matches(DATE) count_date!: string;
  @Type(() => Number) @IsInt() @Min(1) position_id!: number;
  @OptionalId() person_user_id?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class AddCountItemsDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @ToIdList() @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) @Min(1, { each: true }) equipment_ids?: number[];
  /** Items found on site that the ledger does not have at this location (result "extra"). */
  @IsOptional() @IsArray() @ArrayMaxSize(100) @IsString({ each: true }) @IsNotEmpty({ each: true }) @MaxLength(100, { each: true }) extra_names?: string[];
}

export class UpdateCountItemDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsIn(COUNT_RESULTS) result!: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
