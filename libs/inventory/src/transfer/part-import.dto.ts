import { IsBoolean, IsOptional } from 'class-validator';
import { ToBoolean } from '@gengyun/core';

/** `/sparePart/import`'s form field beside the file. */
export class PartImportDto {
  /** Rows whose code is in the catalogue update that part (true) or are refused as duplicates (false, default). */
  @IsOptional() @ToBoolean() @IsBoolean() overlay?: boolean;
}
