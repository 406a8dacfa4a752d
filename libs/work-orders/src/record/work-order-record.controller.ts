import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderAttachmentList, WorkOrderRecordDetail } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkOrderAttachments } from '../attachment/work-order-attachment.service';
import { AttachmentAddDto, AttachmentRemoveDto } from '../attachment/work-order-attachment.dto';
import { WorkOrderRecordService } from './work-order-record.service';

/** What an order records, for its detail, and its files (issue 13 item 2). Who may write is decided by the services. */
@Controller()
export class WorkOrderRecordController {
  constructor(
    private readonly records: WorkOrderRecordService,
    private readonly attachments: WorkOrderAttachments,
  ) {}

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderRecordDetail)
  @Post('/workOrderRecord/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.records.detail(ctx, dto.id);
  }

  @Permission(Codes.workOrder.list)
  @Answer(WorkOrderAttachmentList)
  @Post('/workOrderAttachment/list')
  list(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.attachments.list(ctx, dto.id);
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderAttachmentList)
  @Post('/workOrderAttachment/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: AttachmentAddDto) {
    return reply(await this.attachments.add(ctx, dto.work_order_id, dto.file_ids));
  }

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderAttachmentList)
  @Post('/workOrderAttachment/remove')
  async remove(@Ctx() ctx: AuthContext, @Body() dto: AttachmentRemoveDto) {
    return reply(await this.attachments.remove(ctx, dto.work_order_id, dto.file_id));
  }
}
