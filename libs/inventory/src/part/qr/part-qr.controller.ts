import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { Permission as Codes, SparePartRow } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Permission, type AuthContext } from '@gengyun/core';
import { SparePartService } from '../spare-part.service';
import { PartQrService } from './part-qr.service';
import { PartLabelsDto, PartQrContentDto, PartQrQueryDto } from './part-qr.dto';

const png = (data: Buffer): StreamableFile => new StreamableFile(data, { type: 'image/png', length: data.length, disposition: 'inline' });

/** SPEC §7 link builders `/showBomQRCode?id&token` and `/searchBomMaterialQRCode?id&token`, the label sheet, and the scanner's lookup. */
@Controller()
export class PartQrController {
  constructor(
    private readonly qr: PartQrService,
    private readonly parts: SparePartService,
  ) {}

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @FileAnswer('image/png')
  @Get('/showBomQRCode')
  async part(@Ctx() ctx: AuthContext, @Query() dto: PartQrQueryDto): Promise<StreamableFile> {
    return png(await this.qr.partCode(ctx, dto.id, dto.size));
  }

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @FileAnswer('image/png')
  @Get('/searchBomMaterialQRCode')
  async material(@Ctx() ctx: AuthContext, @Query() dto: PartQrQueryDto): Promise<StreamableFile> {
    return png(await this.qr.materialCode(ctx, dto.id, dto.size));
  }

  /** A printable A4 sheet of QR labels (HTML). */
  @Permission(Codes.sparePart.list, Codes.stock.list)
  @FileAnswer('text/html')
  @Post('/sparePart/qrLabels')
  async labels(@Ctx() ctx: AuthContext, @Body() dto: PartLabelsDto): Promise<StreamableFile> {
    const html = await this.qr.labels(ctx, dto.ids);
    return new StreamableFile(Buffer.from(html, 'utf8'), { type: 'text/html; charset=utf-8', disposition: 'inline' });
  }

  @Permission(Codes.sparePart.list, Codes.stock.list, Codes.stocktake.count)
  @Answer(SparePartRow)
  @Post('/sparePart/byQrContent')
  async byContent(@Ctx() ctx: AuthContext, @Body() dto: PartQrContentDto) {
    return this.parts.detail(ctx, (await this.qr.resolve(ctx, dto.content)).id);
  }
}
