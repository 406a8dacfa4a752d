import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { ADD_STATUSES, ASSET_CODE_PATTERN as CODE, COST_PATTERN as COST } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean, ToIdList } from '@gengyun/core';
import { DATE, OptionalId } from '../catalog/catalog.dto';
import { EQUIPMENT_STATUSES, RUNNING_STATUSES, WarrantyTypes } from '../equipment.constants';

/** Filters shared by /equipment/pageList, /equipment/export and the map markers. */
export class EquipmentFilterDto extends PageQueryDto {
  /** A type and its whole subtree. */
  @OptionalId() type_id?: number;
  @OptionalId() model_id?: number;
  /** A location and its whole subtree. */
  @OptionalId() position_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(EQUIPMENT_STATUSES) status?: number;
  @IsOptional() @Type(() => Number) @IsIn(RUNNING_STATUSES) running_status_id?: number;
  @OptionalId() parent_id?: number;
  @IsOptional() @IsIn(['asset_code', 'asset_name', 'create_time', 'purchase_date', 'id']) sortField?: string;
  @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC']) sortOrder?: string;
}

export class MapMarkersDto {
  @OptionalId() position_id?: number;
  @OptionalId() type_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(EQUIPMENT_STATUSES) status?: number;
  /** Highlights this equipment (high_light: true). */
  @OptionalId() highlight_id?: number;
  /** 'plan' (x/y on the location's floor plan) or 'map' (lat/lng). */
  @IsOptional() @IsIn(['plan', 'map']) mode?: 'plan' | 'map';
}

export class EquipmentFieldsDto {
  @OptionalId() type_id?: number;
  @OptionalId() model_id?: number;
  @OptionalId() position_id?: number;
  @OptionalId() parent_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(RUNNING_STATUSES) running_status_id?: number;
  @OptionalId() supplier_id?: number;
  @OptionalId() manufacturer_id?: number;
  @OptionalId() address_id?: number;
  @IsOptional() @Type(() => Number) @IsIn(WarrantyTypes) warranty_type?: number;
  @IsOptional() @Matches(DATE) warranty_start?: string;
  @IsOptional() @Matches(DATE) warranty_end?: string;
  @IsOptional() @Matches(DATE) purchase_date?: string;
  /** Decimal text or number, at most 2 decimals. */
  @IsOptional() @Transform(({ obj }: { obj: { purchase_cost?: unknown } }) => (typeof obj.purchase_cost === 'number' ? String(obj.purchase_cost) : obj.purchase_cost)) @IsString() @Matches(COST) purchase_cost?: string;
  @IsOptional() @IsString() @MaxLength(255) specification?: string;
  @IsOptional() @IsString() @MaxLength(500) remark?: string;
  /** Field-library code → value. */
  @IsOptional() @IsObject() custom_fields?: Record<string, unknown>;
  @IsOptional() @Type(() => Number) @IsNumber() x?: number;
  @IsOptional() @Type(() => Number) @IsNumber() y?: number;
  @IsOptional() @Type(() => Number) @IsNumber() lng?: number;
  @IsOptional() @Type(() => Number) @IsNumber() lat?: number;
}

export class AddEquipmentDto extends EquipmentFieldsDto {
  @IsString() @Matches(CODE) asset_code!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) asset_name!: string;
  /** On creation any status except scrapped; defaults to "not in storage". */
  @IsOptional() @Type(() => Number) @IsIn(ADD_STATUSES) status?: number;
}

export class UpdateEquipmentDto extends EquipmentFieldsDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @Matches(CODE) asset_code?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) asset_name?: string;
  @IsOptional() @Type(() => Number) @IsIn(EQUIPMENT_STATUSES) status?: number;
  /** Explicitly clears the parent equipment. */
  @IsOptional() @ToBoolean() @IsBoolean() clear_parent?: boolean;
}

export class ScrapDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsString() @IsNotEmpty() @MaxLength(255) reason!: string;
}

export class IdsDto {
  @ToIdList() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(200) @IsInt({ each: true }) @Min(1, { each: true }) ids!: number[];
}

export class LogsDto extends PageQueryDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class ImportDto {
  /** Rows whose code exists are updated (true) or refused as duplicates (false, default). */
  @IsOptional() @ToBoolean() @IsBoolean() overlay?: boolean;
}
