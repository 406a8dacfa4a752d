import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, WorkOrderAttachmentList } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { SignatureAddDto } from './work-order-signature.dto';
import { WorkOrderSignatures } from './work-order-signature.service';

/** The handler's on-screen signature (issue 13 item 11); listed with the order's files, `kind` = `signature`. */
@Controller()
export class WorkOrderSignatureController {
  constructor(private readonly signatures: WorkOrderSignatures) {}

  @Permission(Codes.workOrder.handle, Codes.workOrder.dispatch)
  @Answer(WorkOrderAttachmentList)
  @Post('/workOrderSignature/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: SignatureAddDto) {
    return reply(await this.signatures.add(ctx, dto.work_order_id, dto.file_id));
  }
}
