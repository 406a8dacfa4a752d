import { Body, Controller, Get, Post, StreamableFile } from '@nestjs/common';
import { AuditPage, EquipmentList, EquipmentMarkers, EquipmentPage, EquipmentRecord, EquipmentRow, NoContent, Permission as P, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, IdDto, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { AddEquipmentDto, EquipmentFilterDto, IdsDto, ImportDto, LogsDto, MapMarkersDto, ScrapDto, UpdateEquipmentDto } from './equipment.dto';
import { EquipmentService } from './equipment.service';
import { EquipmentExportService } from '../transfer/equipment-export.service';
import { EquipmentImportService } from '../transfer/equipment-import.service';
import { EquipmentQrService } from './equipment-qr.service';
import { EquipmentQueryService } from './equipment-query.service';
import { XLSX_MIME } from '@gengyun/files';

@Controller()
export class EquipmentController {
  constructor(
    private readonly equipment: EquipmentService,
    private readonly query: EquipmentQueryService,
    private readonly imports: EquipmentImportService,
    private readonly exports: EquipmentExportService,
    private readonly qr: EquipmentQrService,
  ) {}

  @Permission(P.equipment.list)
  @Answer(EquipmentPage)
  @Post('/equipment/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: EquipmentFilterDto) {
    return this.query.pageList(ctx, dto);
  }

  @Permission(P.equipment.list)
  @Answer(EquipmentRow)
  @Post('/equipment/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.query.detail(ctx, dto.id);
  }

  @Permission(P.equipment.list)
  @Answer(EquipmentList)
  @Post('/equipment/children')
  children(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.query.children(ctx, dto.id);
  }

  @Permission(P.equipment.list)
  @Answer(AuditPage)
  @Post('/equipment/logs')
  logs(@Ctx() ctx: AuthContext, @Body() dto: LogsDto) {
    return this.query.logs(ctx, dto.id, dto);
  }

  @Permission(P.equipment.list)
  @Answer(EquipmentMarkers)
  @Post('/equipment/mapMarkers')
  mapMarkers(@Ctx() ctx: AuthContext, @Body() dto: MapMarkersDto) {
    return this.query.mapMarkers(ctx, dto);
  }

  @Permission(P.equipment.add)
  @Answer(EquipmentRecord)
  @Post('/equipment/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddEquipmentDto) {
    return this.equipment.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipment.edit)
  @Answer(EquipmentRecord)
  @Post('/equipment/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateEquipmentDto) {
    return this.equipment.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipment.delete)
  @Answer(NoContent)
  @Post('/equipment/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.equipment.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.equipment.scrap)
  @Answer(EquipmentRecord)
  @Post('/equipment/scrap')
  scrap(@Ctx() ctx: AuthContext, @Body() dto: ScrapDto) {
    return this.equipment.scrap(ctx, dto).then((row) => reply(row));
  }

  /** A printable A4 sheet of QR labels (HTML). */
  @Permission(P.equipment.list)
  @FileAnswer('text/html')
  @Post('/equipment/qrLabels')
  async qrLabels(@Ctx() ctx: AuthContext, @Body() dto: IdsDto): Promise<StreamableFile> {
    const html = await this.qr.labels(ctx, dto.ids);
    return new StreamableFile(Buffer.from(html, 'utf8'), { type: 'text/html; charset=utf-8', disposition: 'inline' });
  }

  @Permission(P.equipment.import)
  @FileAnswer(XLSX_MIME)
  @Get('/equipment/importTemplate')
  templateGet(@Ctx() ctx: AuthContext) {
    return this.template(ctx);
  }

  @Permission(P.equipment.import)
  @FileAnswer(XLSX_MIME)
  @Post('/equipment/importTemplate')
  templatePost(@Ctx() ctx: AuthContext) {
    return this.template(ctx);
  }

  @Permission(P.equipment.import)
  @Answer(TaskReceipt)
  @Post('/equipment/import')
  import(@Ctx() ctx: AuthContext, @Body() dto: ImportDto, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome (done, or refused with row messages) is the one message.
    return this.imports.start(ctx, files, dto.overlay ?? false);
  }

  @Permission(P.equipment.export)
  @Answer(TaskReceipt)
  @Post('/equipment/export')
  export(@Ctx() ctx: AuthContext, @Body() dto: EquipmentFilterDto) {
    return this.exports.start(ctx, dto).then((task) => reply(task));
  }

  private async template(ctx: AuthContext): Promise<StreamableFile> {
    const data = await this.imports.template(ctx.lang);
    return new StreamableFile(data, { type: XLSX_MIME, disposition: 'attachment; filename="equipment-template.xlsx"' });
  }
}
