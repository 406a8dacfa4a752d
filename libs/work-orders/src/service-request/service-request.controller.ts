import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { toBuffer } from 'qrcode';
import { Permission as Codes, ServiceRequestDetail, ServiceRequestLink, ServiceRequestPage, TaskDetail, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { TaskCentre } from '@gengyun/files';
import { SERVICE_REQUEST_TASKS } from '../transfer/work-order-sheet';
import { ServiceRequestExportService } from './service-request-export.service';
import { ServiceRequestService } from './service-request.service';
import { ServiceRequestEditService } from './service-request-edit.service';
import { ServiceRequestQueryService } from './service-request-query.service';
import { PublicRequestService } from './public-request.service';
import { ServiceRequestAddDto, ServiceRequestConvertDto, ServiceRequestEditDto, ServiceRequestLinkDto, ServiceRequestPageDto, ServiceRequestQrDto, ServiceRequestRejectDto } from './service-request.dto';

/** Service requests in the back office (`service/info`): lists and details within the caller's scope, edit, convert, reject. */
@Controller()
export class ServiceRequestController {
  constructor(
    private readonly requests: ServiceRequestService,
    private readonly edits: ServiceRequestEditService,
    private readonly query: ServiceRequestQueryService,
    private readonly publicPages: PublicRequestService,
    private readonly exports: ServiceRequestExportService,
    private readonly tasks: TaskCentre,
  ) {}

  @Permission(Codes.serviceRequest.list)
  @Answer(ServiceRequestPage)
  @Post('/serviceRequest/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestPageDto) {
    return this.query.page(ctx, dto);
  }

  @Permission(Codes.serviceRequest.list)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.query.detail(ctx, dto.id);
  }

  /** The list's rows (its filters, the caller's scope) as a task of the export centre. */
  @Permission(Codes.serviceRequest.list)
  @Answer(TaskReceipt)
  @Post('/serviceRequest/export')
  async export(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestPageDto) {
    return reply(await this.exports.start(ctx, dto));
  }

  /** The list follows its export here, without the centre's permissions. */
  @Permission(Codes.serviceRequest.list)
  @Answer(TaskDetail)
  @Post('/serviceRequest/exportTask')
  exportTask(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'export', dto.id, [SERVICE_REQUEST_TASKS]);
  }

  @Permission(Codes.serviceRequest.add)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestAddDto) {
    return reply(await this.requests.add(ctx, dto));
  }

  /** An open request's text and photos: its requester (who raised it with `add`), or whoever holds `edit`. */
  @Permission(Codes.serviceRequest.add, Codes.serviceRequest.edit)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/edit')
  async edit(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestEditDto) {
    return reply(await this.edits.edit(ctx, dto));
  }

  @Permission(Codes.serviceRequest.convert)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/convert')
  async convert(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestConvertDto) {
    return reply(await this.requests.convert(ctx, dto));
  }

  @Permission(Codes.serviceRequest.reject)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/reject')
  async reject(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestRejectDto) {
    return reply(await this.requests.reject(ctx, dto));
  }

  /** The address of an equipment's public request page, for its printed QR code. */
  @Permission(Codes.serviceRequest.list, Codes.equipment.list)
  @Answer(ServiceRequestLink)
  @Post('/serviceRequest/publicLink')
  link(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestLinkDto) {
    return this.publicPages.link(ctx, dto.equipment_id);
  }

  /** Link builder like `/showAssetQRCode`: a PNG of the equipment's public request page. */
  @Permission(Codes.serviceRequest.list, Codes.equipment.list)
  @FileAnswer('image/png')
  @Get('/showServiceRequestQRCode')
  async qr(@Ctx() ctx: AuthContext, @Query() dto: ServiceRequestQrDto): Promise<StreamableFile> {
    // Printed, it must stay right when the switch changes: the scan address, like the equipment's own code.
    const { token } = await this.publicPages.link(ctx, dto.id);
    const data = await toBuffer(this.publicPages.scanUrl(token), { type: 'png', width: dto.size ?? 256, margin: 1, errorCorrectionLevel: 'M' });
    return new StreamableFile(data, { type: 'image/png', length: data.length, disposition: 'inline' });
  }
}
