import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAINTENANCE_LIMITS, PATROL_LIMITS as LIMITS, PATROL_TASK_STATUSES, type CheckValue, type PatrolCheckInRequest, type PatrolPositionRequest, type PatrolSubmitRequest, type PatrolTaskPageRequest, type PatrolTaskStatus } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';
import { LOCAL_DATE_PATTERN } from '../../cycle/local-date';

export class PatrolTaskPageDto extends PageQueryDto implements PatrolTaskPageRequest {
  @IsOptional() @IsString() @Matches(LOCAL_DATE_PATTERN) date?: string;
  @IsOptional() @IsIn(PATROL_TASK_STATUSES) status?: PatrolTaskStatus;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) plan_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) route_id?: number;
}

/** The point is named by its QR content or its NFC tag; the position is checked against its valid range by the service. */
export class PatrolCheckInDto implements PatrolCheckInRequest {
  @Type(() => Number) @IsInt() @Min(1) task_id!: number;
  @IsOptional() @IsString() @MaxLength(LIMITS.qr) qr_content?: string;
  @IsOptional() @IsString() @MaxLength(LIMITS.nfc) nfc_tag_id?: string;
  @IsOptional() @Type(() => Number) @IsNumber() @Min(-90) @Max(90) latitude?: number;
  @IsOptional() @Type(() => Number) @IsNumber() @Min(-180) @Max(180) longitude?: number;
}

export class PatrolPositionDto implements PatrolPositionRequest {
  @Type(() => Number) @IsInt() @Min(1) task_id!: number;
  @Type(() => Number) @IsNumber() @Min(-90) @Max(90) latitude!: number;
  @Type(() => Number) @IsNumber() @Min(-180) @Max(180) longitude!: number;
}

export class PatrolAnswerDto {
  @Type(() => Number) @IsInt() @Min(1) item_id!: number;
  /** Its shape depends on the item's type: the service checks it. */
  @IsDefined() value!: CheckValue;
}

export class PatrolSubmitDto implements PatrolSubmitRequest {
  @Type(() => Number) @IsInt() @Min(1) task_point_id!: number;
  @IsArray() @ArrayMaxSize(MAINTENANCE_LIMITS.templateItems) @ValidateNested({ each: true }) @Type(() => PatrolAnswerDto) results!: PatrolAnswerDto[];
}
