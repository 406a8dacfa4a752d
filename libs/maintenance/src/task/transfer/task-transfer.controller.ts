import { Controller, Get, Post } from '@nestjs/common';
import { Permission as Codes, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { XLSX_MIME } from '@gengyun/files';
import { MaintenanceTransfer } from '../../transfer/maintenance-transfer.service';
import { TASK_ITEM_TASKS, TASK_TEMPLATE_TASKS } from './task-sheets';

/**
 * The check item and task template catalogues' exports (those who list them; templates within their type scope) and
 * imports (task editors), followed in the import and export centre.
 */
@Controller()
export class TaskTransferController {
  constructor(private readonly transfer: MaintenanceTransfer) {}

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit)
  @Answer(TaskReceipt)
  @Post('/taskItem/export')
  async exportItems(@Ctx() ctx: AuthContext) {
    return reply(await this.transfer.startExport(ctx, TASK_ITEM_TASKS));
  }

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit)
  @Answer(TaskReceipt)
  @Post('/taskTemplate/export')
  async exportTemplates(@Ctx() ctx: AuthContext) {
    return reply(await this.transfer.startExport(ctx, TASK_TEMPLATE_TASKS));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskReceipt)
  @Post('/taskItem/import')
  importItems(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is followed in the centre.
    return this.transfer.startImport(ctx, TASK_ITEM_TASKS, files);
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskReceipt)
  @Post('/taskTemplate/import')
  importTemplates(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    return this.transfer.startImport(ctx, TASK_TEMPLATE_TASKS, files);
  }

  @Permission(Codes.taskTemplate.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/taskItem/importTemplate')
  itemTemplate(@Ctx() ctx: AuthContext) {
    return this.transfer.templateFile(TASK_ITEM_TASKS, 'taskItem', ctx.lang);
  }

  @Permission(Codes.taskTemplate.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/taskTemplate/importTemplate')
  templateTemplate(@Ctx() ctx: AuthContext) {
    return this.transfer.templateFile(TASK_TEMPLATE_TASKS, 'taskTemplate', ctx.lang);
  }
}
