import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { INVENTORY_CODE_PATTERN as CODE, INVENTORY_LIMITS as LIMITS, type SparePartQuery, type SparePartRequest } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import { OptionalId, PriceText } from '../dto-helpers';

const Stock = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(0)(target, key);
  Max(LIMITS.quantity)(target, key);
};

export class SparePartAddDto implements SparePartRequest {
  @IsString() @Matches(CODE) spare_part_code!: string;
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() bom_type?: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.text) specification?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.unit) unit?: string;
  @IsOptional() @PriceText() @IsString() @MaxLength(30) price?: string;
  @Stock() safety_stock_min?: number;
  @Stock() safety_stock_max?: number;
  @IsOptional() @ToBoolean() @IsBoolean() batch_tracking?: boolean;
  @OptionalId() manufacturer_id?: number;
  @OptionalId() supplier_id?: number;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) equipment_type_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) equipment_model_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) equipment_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) substitute_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) interchangeable_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.fits) @IsInt({ each: true }) @Min(1, { each: true }) file_ids?: number[];
  @IsOptional() @IsString() @MaxLength(LIMITS.remark) remark?: string;
}

export class SparePartUpdateDto extends SparePartAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  /** The version the editor read; a change in between is "get the latest data and retry". */
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

/** `/sparePart/byEquipment`: the parts list of one piece of equipment. */
export class EquipmentPartsDto {
  @Type(() => Number) @IsInt() @Min(1) equipment_id!: number;
}

export class SparePartPageDto extends PageQueryDto implements SparePartQuery {
  @IsOptional() @Type(() => Number) @IsInt() bom_type?: number;
  @OptionalId() supplier_id?: number;
  @OptionalId() equipment_type_id?: number;
  @OptionalId() equipment_model_id?: number;
  @IsOptional() @ToBoolean() @IsBoolean() below_min?: boolean;
}
