import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { FIELD_CODE_PATTERN as CODE, SELECT_KEY_PATTERN, type DictItemRequest, type DictTypeRequest, type FieldRequest } from '@gengyun/contracts';
import { PageQueryDto, ToBoolean } from '@gengyun/core';
import { FIELD_DATA_TYPES, type FieldDataType } from './dictionary.entity';

export class DictTypePageDto extends PageQueryDto {
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class AddDictTypeDto implements DictTypeRequest {
  @IsNotEmpty() @IsString() @Matches(SELECT_KEY_PATTERN) code!: string;
  @IsNotEmpty() @IsString() @MaxLength(150) name!: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_lang?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class UpdateDictTypeDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @Matches(SELECT_KEY_PATTERN) code?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(150) name?: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_lang?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
}

export class DictItemPageDto extends PageQueryDto {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  /** Only the children of this item (0: only top-level items). */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) parent_id?: number;
}

export class AddDictItemDto implements DictItemRequest {
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @IsNotEmpty() @IsString() @MaxLength(100) value!: string;
  @IsNotEmpty() @IsString() @MaxLength(150) text!: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_lang?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) sort?: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) parent_id?: number;
  @IsOptional() @IsString() @MaxLength(500) extend?: string;
}

export class UpdateDictItemDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) value?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(150) text?: string;
  @IsOptional() @ToBoolean() @IsBoolean() is_lang?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) sort?: number;
  @IsOptional() @ToBoolean() @IsBoolean() enabled?: boolean;
  /** 0 makes the item top-level. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) parent_id?: number;
  @IsOptional() @IsString() @MaxLength(500) extend?: string;
}

export class FieldPageDto extends PageQueryDto {
  @IsOptional() @IsIn(FIELD_DATA_TYPES) data_type?: FieldDataType;
}

export class AddFieldDto implements FieldRequest {
  @IsNotEmpty() @IsString() @Matches(CODE) code!: string;
  @IsNotEmpty() @IsString() @MaxLength(100) name!: string;
  @IsNotEmpty() @IsIn(FIELD_DATA_TYPES) data_type!: FieldDataType;
  @IsOptional() @IsString() @Matches(SELECT_KEY_PATTERN) option_key?: string;
  @IsOptional() @ToBoolean() @IsBoolean() required?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() hidden?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) sort?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}

export class UpdateFieldDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @IsString() @Matches(CODE) code?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) name?: string;
  @IsOptional() @IsIn(FIELD_DATA_TYPES) data_type?: FieldDataType;
  /** Send null to clear. */
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @Matches(SELECT_KEY_PATTERN) option_key?: string | null;
  @IsOptional() @ToBoolean() @IsBoolean() required?: boolean;
  @IsOptional() @ToBoolean() @IsBoolean() hidden?: boolean;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) sort?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
