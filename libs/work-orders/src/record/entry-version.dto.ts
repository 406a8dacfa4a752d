import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import type { WorkOrderRecordEntryDeleteRequest } from '@gengyun/contracts';

/** A labour or downtime entry to delete, at its order's version as the caller read it. */
export class EntryDeleteDto implements WorkOrderRecordEntryDeleteRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @Type(() => Number) @IsInt() @Min(1) version!: number;
}
