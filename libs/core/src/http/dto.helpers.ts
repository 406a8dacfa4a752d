import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@gengyun/contracts';

/** Form values arrive as text: 'true'/'1' are true, 'false'/'0' false, anything else is left for @IsBoolean to refuse. */
export const ToBoolean = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const value = obj[key];
    if (value === 'true' || value === '1' || value === 1 || value === true) return true;
    if (value === 'false' || value === '0' || value === 0 || value === false) return false;
    return value;
  });

/** A list of ids sent as a JSON array or comma-separated text. */
export const ToIdList = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
    const value = obj[key];
    if (Array.isArray(value)) return value.map(Number);
    if (typeof value === 'string') return value.split(',').filter(Boolean).map(Number);
    if (typeof value === 'number') return [value];
    return value;
  });

export class PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageNumber: number = 1;
  @IsOptional() @Type(() => Number) @IsIn(PAGE_SIZES) pageSize: PageSize = DEFAULT_PAGE_SIZE;
  @IsOptional() @IsString() @MaxLength(100) keyword?: string;
  /** Sent by the choose dialog beside `keyword` (SPEC section 7); the same search. */
  @IsOptional() @IsString() @MaxLength(100) keywordSearch?: string;
}

export class IdDto {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
}
