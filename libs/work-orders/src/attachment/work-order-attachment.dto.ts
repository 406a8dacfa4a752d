import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsInt, Min } from 'class-validator';
import { WORK_ORDER_RECORD_LIMITS as LIMITS, type WorkOrderAttachmentAddRequest, type WorkOrderAttachmentRemoveRequest } from '@gengyun/contracts';
import { ToIdList } from '@gengyun/core';

export class AttachmentAddDto implements WorkOrderAttachmentAddRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @ToIdList() @ArrayMinSize(1) @ArrayMaxSize(LIMITS.files) @IsInt({ each: true }) @Min(1, { each: true }) file_ids!: number[];
}

export class AttachmentRemoveDto implements WorkOrderAttachmentRemoveRequest {
  @Type(() => Number) @IsInt() @Min(1) work_order_id!: number;
  @Type(() => Number) @IsInt() @Min(1) file_id!: number;
}
