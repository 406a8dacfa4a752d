import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { PATROL_LIMITS as LIMITS, type PatrolRouteRequest } from '@gengyun/contracts';
import { PageQueryDto } from '@gengyun/core';

export class PatrolRouteStopDto {
  @Type(() => Number) @IsInt() @Min(1) point_id!: number;
  @Type(() => Number) @IsInt() @Min(0) @Max(LIMITS.offsetMinutes) offset_minutes!: number;
}

export class PatrolRouteAddDto implements PatrolRouteRequest {
  @IsString() @MinLength(1) @MaxLength(LIMITS.name) name!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(LIMITS.toleranceMinutes) tolerance_minutes?: number;
  @IsOptional() @IsString() @MaxLength(500) remark?: string | null;
  /** Checked by the service too ("at least one point, each once"). */
  @IsArray() @ArrayMaxSize(LIMITS.routePoints) @ValidateNested({ each: true }) @Type(() => PatrolRouteStopDto) points!: PatrolRouteStopDto[];
}

export class PatrolRouteUpdateDto extends PatrolRouteAddDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}

export class PatrolRoutePageDto extends PageQueryDto {}
