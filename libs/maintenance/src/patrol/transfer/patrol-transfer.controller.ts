import { Controller, Get, Post, StreamableFile } from '@nestjs/common';
import { Permission as Codes, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { XLSX_MIME } from '@gengyun/files';
import { PatrolTransfer } from './patrol-transfer.service';
import { PATROL_PLAN_TASKS, PATROL_POINT_TASKS, type PatrolTransferKind } from './patrol-sheets';

/**
 * Exports (those who list points and plans, within their scopes) and imports (supervisors: `maintenance:patrol:edit`)
 * of patrol points and route plans, followed in the import and export centre.
 */
@Controller()
export class PatrolTransferController {
  constructor(private readonly transfer: PatrolTransfer) {}

  @Permission(Codes.patrol.list)
  @Answer(TaskReceipt)
  @Post('/patrolPoint/export')
  async exportPoints(@Ctx() ctx: AuthContext) {
    return reply(await this.transfer.startExport(ctx, PATROL_POINT_TASKS));
  }

  @Permission(Codes.patrol.list)
  @Answer(TaskReceipt)
  @Post('/patrolPlan/export')
  async exportPlans(@Ctx() ctx: AuthContext) {
    return reply(await this.transfer.startExport(ctx, PATROL_PLAN_TASKS));
  }

  @Permission(Codes.patrol.edit)
  @Answer(TaskReceipt)
  @Post('/patrolPoint/import')
  importPoints(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is followed in the centre.
    return this.transfer.startImport(ctx, PATROL_POINT_TASKS, files);
  }

  @Permission(Codes.patrol.edit)
  @Answer(TaskReceipt)
  @Post('/patrolPlan/import')
  importPlans(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    return this.transfer.startImport(ctx, PATROL_PLAN_TASKS, files);
  }

  @Permission(Codes.patrol.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/patrolPoint/importTemplate')
  pointTemplate(@Ctx() ctx: AuthContext) {
    return this.template(ctx, PATROL_POINT_TASKS, 'patrol-point-template.xlsx');
  }

  @Permission(Codes.patrol.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/patrolPlan/importTemplate')
  planTemplate(@Ctx() ctx: AuthContext) {
    return this.template(ctx, PATROL_PLAN_TASKS, 'patrol-plan-template.xlsx');
  }

  private async template(ctx: AuthContext, kind: PatrolTransferKind, fileName: string): Promise<StreamableFile> {
    return new StreamableFile(await this.transfer.template(kind, ctx.lang), { type: XLSX_MIME, disposition: `attachment; filename="${fileName}"` });
  }
}
