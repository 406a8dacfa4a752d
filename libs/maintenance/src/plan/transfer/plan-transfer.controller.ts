import { Controller, Get, Post, StreamableFile } from '@nestjs/common';
import { Permission as Codes, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { XLSX_MIME } from '@gengyun/files';
import { MaintenanceTransfer } from '../../transfer/maintenance-transfer.service';
import { PLAN_TASKS } from './plan-sheet';

/** Maintenance plans' export (within the caller's plan scope) and import (plan editors), followed in the import and export centre. */
@Controller()
export class PlanTransferController {
  constructor(private readonly transfer: MaintenanceTransfer) {}

  @Permission(Codes.plan.list, Codes.plan.edit)
  @Answer(TaskReceipt)
  @Post('/plan/export')
  async exportPlans(@Ctx() ctx: AuthContext) {
    return reply(await this.transfer.startExport(ctx, PLAN_TASKS));
  }

  @Permission(Codes.plan.edit)
  @Answer(TaskReceipt)
  @Post('/plan/import')
  importPlans(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is followed in the centre.
    return this.transfer.startImport(ctx, PLAN_TASKS, files);
  }

  @Permission(Codes.plan.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/plan/importTemplate')
  async template(@Ctx() ctx: AuthContext) {
    return new StreamableFile(await this.transfer.template(PLAN_TASKS, ctx.lang), { type: XLSX_MIME, disposition: 'attachment; filename="maintenance-plan-template.xlsx"' });
  }
}
