import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { DAY_PATTERN as DATE, type AddressRequest, type EquipmentModelRequest, type EquipmentTypeRequest, type PartnerRequest } from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';

export { DATE };
const OptionalId = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
};
export { OptionalId };

export class TypeTreeDto {
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
}

export class AddTypeDto implements EquipmentTypeRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @IsString() @MaxLength(50) code?: string;
  @OptionalId() parent_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdateTypeDto extends AddTypeDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class ModelPageDto extends PageQueryDto {
  @OptionalId() type_id?: number;
}
export class AddModelDto implements EquipmentModelRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @OptionalId() manufacturer_id?: number;
  @IsOptional() @IsString() @MaxLength(255) specification?: string;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdateModelDto extends AddModelDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class AddPartnerDto implements PartnerRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @IsString() @MaxLength(50) contact?: string;
  @IsOptional() @IsString() @MaxLength(30) phone?: string;
  @IsOptional() @IsString() @MaxLength(255) address?: string;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdatePartnerDto extends AddPartnerDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class AddAddressDto implements AddressRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsString() @IsNotEmpty() @MaxLength(255) address!: string;
  @IsOptional() @Type(() => Number) @IsNumber() lng?: number;
  @IsOptional() @Type(() => Number) @IsNumber() lat?: number;
  @IsOptional() @IsString() @MaxLength(50) contact?: string;
  @IsOptional() @IsString() @MaxLength(30) phone?: string;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdateAddressDto extends AddAddressDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class OsahPageDto extends PageQueryDto {
  @IsOptional() @IsString() @MaxLength(50) category?: string;
  /** Only documents valid on this day. */
  @IsOptional() @Matches(DATE) valid_on?: string;
}
export class AddOsahDto {
  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @IsOptional() @IsString() @MaxLength(50) category?: string;
  @IsOptional() @ToIdList() @IsArray() @IsInt({ each: true }) @Min(1, { each: true }) file_ids?: number[];
  @IsOptional() @Matches(DATE) valid_from?: string;
  @IsOptional() @Matches(DATE) valid_to?: string;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdateOsahDto extends AddOsahDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class PositionTreeDto {
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
}
export class PositionPageDto extends PageQueryDto {
  @OptionalId() parent_id?: number;
}
export class AddPositionDto {
  @IsString() @IsNotEmpty() @MaxLength(100) name!: string;
  @IsOptional() @IsString() @MaxLength(50) code?: string;
  @OptionalId() parent_id?: number;
  @OptionalId() plan_file_id?: number;
  @IsOptional() @Type(() => Number) @IsNumber() x?: number;
  @IsOptional() @Type(() => Number) @IsNumber() y?: number;
  @IsOptional() @Type(() => Number) @IsNumber() lng?: number;
  @IsOptional() @Type(() => Number) @IsNumber() lat?: number;
  @IsOptional() @Type(() => Number) @IsInt() sort?: number;
  @IsOptional() @IsString() @MaxLength(255) remark?: string;
}
export class UpdatePositionDto extends AddPositionDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}

export class QrQueryDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @Type(() => Number) @IsIn([128, 256, 512]) size?: number;
}
