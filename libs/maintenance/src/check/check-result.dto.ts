import { Type } from 'class-transformer';
import { IsDefined, IsInt, Min } from 'class-validator';
import type { CheckResultRequest, CheckValue } from '@gengyun/contracts';

export class CheckResultOrderDto {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
}

/** The answer's shape depends on the item's type: the service checks it. */
export class CheckResultRecordDto implements CheckResultRequest {
  @Type(() => Number) @IsInt() @Min(1) id!: number;
  @IsDefined() value!: CheckValue;
}
