import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import type { WorkOrderSignatureAddRequest } from '@gengyun/contracts';

export class SignatureAddDto implements WorkOrderSignatureAddRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @Type(() => Number) @IsInt() @Min(1) file_id!: number;
}
