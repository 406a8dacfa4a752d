import { Body, Controller, Get, Post, StreamableFile } from '@nestjs/common';
import { Permission as Codes, TaskDetail, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, IdDto, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { TaskCentre, XLSX_MIME } from '@gengyun/files';
import { WorkOrderPageDto } from '../order/work-order.dto';
import { WorkOrderExportService } from './work-order-export.service';
import { WorkOrderImportService } from './work-order-import.service';
import { WORK_ORDER_TASKS } from './work-order-sheet';

/**
 * Exports and imports of work orders (issue 13 item 13), followed in the import and export centre. Exporting needs
 * the list permission (the same rows `/workOrder/pageList` shows); importing creates orders, so it needs `add`.
 */
@Controller()
export class WorkOrderTransferController {
  constructor(
    private readonly exports: WorkOrderExportService,
    private readonly imports: WorkOrderImportService,
    private readonly tasks: TaskCentre,
  ) {}

  @Permission(Codes.workOrder.list)
  @Answer(TaskReceipt)
  @Post('/workOrder/export')
  async export(@Ctx() ctx: AuthContext, @Body() dto: WorkOrderPageDto) {
    return reply(await this.exports.start(ctx, dto));
  }

  @Permission(Codes.workOrder.add)
  @Answer(TaskReceipt)
  @Post('/workOrder/import')
  import(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is followed in the centre.
    return this.imports.start(ctx, files);
  }

  @Permission(Codes.workOrder.add)
  @FileAnswer(XLSX_MIME)
  @Get('/workOrder/importTemplate')
  templateGet(@Ctx() ctx: AuthContext) {
    return this.template(ctx);
  }

  @Permission(Codes.workOrder.add)
  @FileAnswer(XLSX_MIME)
  @Post('/workOrder/importTemplate')
  templatePost(@Ctx() ctx: AuthContext) {
    return this.template(ctx);
  }

  /** The list's dialogs follow their tasks here, without the centre's permissions. */
  @Permission(Codes.workOrder.list)
  @Answer(TaskDetail)
  @Post('/workOrder/exportTask')
  exportTask(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'export', dto.id, [WORK_ORDER_TASKS]);
  }

  @Permission(Codes.workOrder.add)
  @Answer(TaskDetail)
  @Post('/workOrder/importTask')
  importTask(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'import', dto.id, [WORK_ORDER_TASKS]);
  }

  private async template(ctx: AuthContext): Promise<StreamableFile> {
    const data = await this.imports.template(ctx.lang);
    return new StreamableFile(data, { type: XLSX_MIME, disposition: 'attachment; filename="work-order-template.xlsx"' });
  }
}
