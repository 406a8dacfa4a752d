import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import type { MaintenanceCalendarRequest } from '@gengyun/contracts';
import { LOCAL_DATE_PATTERN } from '../cycle/local-date';

export class MaintenanceCalendarDto implements MaintenanceCalendarRequest {
  @IsString() @Matches(LOCAL_DATE_PATTERN) start!: string;
  @IsString() @Matches(LOCAL_DATE_PATTERN) end!: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) plan_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) person_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) location_id?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) equipment_type_id?: number;
}
