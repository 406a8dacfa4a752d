import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsISO8601, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  PUBLIC_REQUEST_TOKEN_PATTERN,
  SERVICE_REQUEST_LIMITS as LIMITS,
  SERVICE_REQUEST_STATUSES,
  WORK_ORDER_LIMITS,
  WORK_ORDER_PRIORITIES,
  type PublicEquipmentRequest,
  type PublicServiceRequestAddRequest,
  type PublicServiceRequestEvaluateRequest,
  type PublicServiceRequestProgressRequest,
  type ServiceRequestAddRequest,
  type PublicServiceRequestSupplementRequest,
  type ServiceRequestConvertRequest,
  type ServiceRequestEditRequest,
  type ServiceRequestLinkRequest,
  type ServiceRequestPageRequest,
  type ServiceRequestRejectRequest,
  type ServiceRequestStatus,
} from '@gengyun/contracts';
import { PageQueryDto, ToIdList } from '@gengyun/core';

/** Statuses as a JSON array or comma-separated text. */
const ToTextList = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value));

/** Text as typed, without the spaces around it (a title of spaces is empty). */
const Trimmed = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class ServiceRequestAddDto implements ServiceRequestAddRequest {
  @Trimmed() @IsString() @MinLength(1) @MaxLength(LIMITS.title) title!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number | null;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.photos) @IsInt({ each: true }) @Min(1, { each: true }) photo_ids?: number[];
}

/** The form sends both text fields: a description left out is cleared. */
export class ServiceRequestEditDto implements ServiceRequestEditRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @Trimmed() @IsString() @MinLength(1) @MaxLength(LIMITS.title) title!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.photos) @IsInt({ each: true }) @Min(1, { each: true }) add_photo_ids?: number[];
  @IsOptional() @ToIdList() @ArrayMaxSize(LIMITS.photos) @IsInt({ each: true }) @Min(1, { each: true }) remove_photo_ids?: number[];
}

export class ServiceRequestConvertDto implements ServiceRequestConvertRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  @Type(() => Number) @IsInt() @Min(1) type_id!: number;
  @Type(() => Number) @IsIn(WORK_ORDER_PRIORITIES) priority!: number;
  /** Left to the work-order rules, which answer "a person in charge must be assigned". */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_in_charge_id!: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pool_id?: number | null;
  @IsOptional() @ToIdList() @ArrayMaxSize(WORK_ORDER_LIMITS.handlers) @IsInt({ each: true }) @Min(1, { each: true }) handler_ids?: number[];
  @IsOptional() @IsISO8601({ strict: true }) due_time?: string;
  @IsOptional() @IsObject() custom_fields?: Record<string, unknown>;
}

export class ServiceRequestRejectDto implements ServiceRequestRejectRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
  /** Checked by the service, which answers "the reason is required" in the caller's language. */
  @IsOptional() @IsString() @MaxLength(LIMITS.reason) reason!: string;
}

export class ServiceRequestPageDto extends PageQueryDto implements ServiceRequestPageRequest {
  @IsOptional() @ToTextList() @ArrayMaxSize(SERVICE_REQUEST_STATUSES.length) @IsIn(SERVICE_REQUEST_STATUSES, { each: true }) status?: ServiceRequestStatus[];
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number;
}

export class ServiceRequestLinkDto implements ServiceRequestLinkRequest {
  @Type(() => Number) @IsInt() @Min(1) equipment_id!: number;
}

/** `/showServiceRequestQRCode?id&size&token`: the equipment id and the picture's side in pixels. */
export class ServiceRequestQrDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsOptional() @Type(() => Number) @IsIn([128, 256, 512]) size?: number;
}

export class PublicEquipmentDto implements PublicEquipmentRequest {
  @IsString() @Matches(PUBLIC_REQUEST_TOKEN_PATTERN) link!: string;
}

export class PublicServiceRequestAddDto implements PublicServiceRequestAddRequest {
  @IsString() @Matches(PUBLIC_REQUEST_TOKEN_PATTERN) link!: string;
  @Trimmed() @IsString() @MinLength(1) @MaxLength(LIMITS.title) title!: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.description) description?: string;
  @Trimmed() @IsString() @MinLength(1) @MaxLength(LIMITS.requesterName) requester_name!: string;
  /** Checked by the service, which answers "the phone number is not valid". */
  @IsOptional() @Trimmed() @IsString() @MaxLength(20) requester_phone?: string;
}

export class PublicServiceRequestProgressDto implements PublicServiceRequestProgressRequest {
  @IsString() @Matches(PUBLIC_REQUEST_TOKEN_PATTERN) link!: string;
  @Trimmed() @IsString() @MinLength(1) @MaxLength(40) code!: string;
  @Trimmed() @IsString() @MinLength(1) @MaxLength(20) phone!: string;
}

export class PublicServiceRequestEvaluateDto extends PublicServiceRequestProgressDto implements PublicServiceRequestEvaluateRequest {
  @Type(() => Number) @IsInt() @Min(WORK_ORDER_LIMITS.score[0]) @Max(WORK_ORDER_LIMITS.score[1]) score!: number;
  @IsOptional() @Trimmed() @IsString() @MaxLength(WORK_ORDER_LIMITS.note) comment?: string;
}

/** Multipart: these fields and the photos as `files`; at least one of a note or a photo (checked by the service). */
export class PublicServiceRequestSupplementDto extends PublicServiceRequestProgressDto implements PublicServiceRequestSupplementRequest {
  @IsOptional() @Trimmed() @IsString() @MaxLength(LIMITS.addition) addition?: string;
}
