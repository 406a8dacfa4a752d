import { Body, Controller, Get, Post, StreamableFile } from '@nestjs/common';
import { Permission as Codes, TaskDetail, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, IdDto, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { TaskCentre, XLSX_MIME } from '@gengyun/files';
import { SparePartPageDto } from '../part/spare-part.dto';
import { LEDGER_EXPORT_KIND } from './ledger-export.service';
import { OPENING_KIND, OpeningImportService } from './opening-import.service';
import { PartExportService } from './part-export.service';
import { PartImportDto } from './part-import.dto';
import { PartImportService } from './part-import.service';
import { PARTS_KIND } from './part-sheet';

const attachment = (data: Buffer, name: string) => new StreamableFile(data, { type: XLSX_MIME, disposition: `attachment; filename="${name}"` });

/**
 * The parts catalogue's export and import and the opening stock import, followed in the import/export centre.
 * Exporting needs the catalogue list (the rows `/sparePart/pageList` shows); importing parts creates them (`add`);
 * opening stock is put in (`putIn`, in the importer's warehouses).
 */
@Controller()
export class InventoryTransferController {
  constructor(
    private readonly partExports: PartExportService,
    private readonly partImports: PartImportService,
    private readonly openings: OpeningImportService,
    private readonly tasks: TaskCentre,
  ) {}

  /** The screens' dialogs follow their tasks here, without the centre's permissions. */
  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(TaskDetail)
  @Post('/inventory/exportTask')
  exportTask(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'export', dto.id, [LEDGER_EXPORT_KIND, PARTS_KIND]);
  }

  @Permission(Codes.sparePart.add, Codes.stock.putIn)
  @Answer(TaskDetail)
  @Post('/inventory/importTask')
  importTask(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'import', dto.id, [PARTS_KIND, OPENING_KIND]);
  }

  @Permission(Codes.sparePart.list)
  @Answer(TaskReceipt)
  @Post('/sparePart/export')
  async exportParts(@Ctx() ctx: AuthContext, @Body() dto: SparePartPageDto) {
    return reply(await this.partExports.start(ctx, dto));
  }

  @Permission(Codes.sparePart.add)
  @Answer(TaskReceipt)
  @Post('/sparePart/import')
  importParts(@Ctx() ctx: AuthContext, @Body() dto: PartImportDto, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is the one message.
    return this.partImports.start(ctx, files, dto.overlay ?? false);
  }

  @Permission(Codes.sparePart.add)
  @FileAnswer(XLSX_MIME)
  @Get('/sparePart/importTemplate')
  async partTemplateGet(@Ctx() ctx: AuthContext) {
    return attachment(await this.partImports.template(ctx.lang), 'spare-part-template.xlsx');
  }

  @Permission(Codes.sparePart.add)
  @FileAnswer(XLSX_MIME)
  @Post('/sparePart/importTemplate')
  async partTemplatePost(@Ctx() ctx: AuthContext) {
    return attachment(await this.partImports.template(ctx.lang), 'spare-part-template.xlsx');
  }

  @Permission(Codes.stock.putIn)
  @Answer(TaskReceipt)
  @Post('/stock/openingImport')
  importOpening(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    return this.openings.start(ctx, files);
  }

  @Permission(Codes.stock.putIn)
  @FileAnswer(XLSX_MIME)
  @Get('/stock/openingTemplate')
  async openingTemplateGet(@Ctx() ctx: AuthContext) {
    return attachment(await this.openings.template(ctx.lang), 'opening-stock-template.xlsx');
  }

  @Permission(Codes.stock.putIn)
  @FileAnswer(XLSX_MIME)
  @Post('/stock/openingTemplate')
  async openingTemplatePost(@Ctx() ctx: AuthContext) {
    return attachment(await this.openings.template(ctx.lang), 'opening-stock-template.xlsx');
  }
}
