import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { HolidayYearRequest } from '@gengyun/contracts';
import { LOCAL_DATE_PATTERN } from '../cycle/local-date';

export class HolidayYearDto {
  @Type(() => Number) @IsInt() @Min(2000) @Max(2100) year!: number;
}

class HolidayDayDto {
  @IsString() @Matches(LOCAL_DATE_PATTERN) date!: string;
  @IsOptional() @IsString() @MaxLength(50) name?: string;
}

export class HolidaySaveDto extends HolidayYearDto implements HolidayYearRequest {
  @IsArray() @ArrayMaxSize(366) @ValidateNested({ each: true }) @Type(() => HolidayDayDto) days!: HolidayDayDto[];
}
