import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { toBuffer } from 'qrcode';
import { Permission as Codes, ServiceRequestDetail, ServiceRequestLink, ServiceRequestPage } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { ServiceRequestService } from './service-request.service';
import { ServiceRequestQueryService } from './service-request-query.service';
import { PublicRequestService } from './public-request.service';
import { ServiceRequestAddDto, ServiceRequestConvertDto, ServiceRequestLinkDto, ServiceRequestPageDto, ServiceRequestQrDto, ServiceRequestRejectDto } from './service-request.dto';

/** Service requests in the back office (`service/info`): lists and details within the caller's scope, convert, reject. */
@Controller()
export class ServiceRequestController {
  constructor(
    private readonly requests: ServiceRequestService,
    private readonly query: ServiceRequestQueryService,
    private readonly publicPages: PublicRequestService,
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

  @Permission(Codes.serviceRequest.add)
  @Answer(ServiceRequestDetail)
  @Post('/serviceRequest/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: ServiceRequestAddDto) {
    return reply(await this.requests.add(ctx, dto));
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
    const { url } = await this.publicPages.link(ctx, dto.id);
    const data = await toBuffer(url, { type: 'png', width: dto.size ?? 256, margin: 1, errorCorrectionLevel: 'M' });
    return new StreamableFile(data, { type: 'image/png', length: data.length, disposition: 'inline' });
  }
}
