import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, FileAnswer, Permission, type AuthContext } from '@gengyun/core';
import { QrQueryDto } from '../catalog/catalog.dto';
import { EquipmentQrService } from './equipment-qr.service';

/** SPEC section 7 link builders: `/showAssetQRCode?id&token`, `/showAssetPositionQRCode?id&token`. */
@Controller()
export class QrController {
  constructor(private readonly qr: EquipmentQrService) {}

  @Permission(P.equipment.list)
  @FileAnswer('image/png')
  @Get('/showAssetQRCode')
  async asset(@Ctx() ctx: AuthContext, @Query() dto: QrQueryDto): Promise<StreamableFile> {
    return png(await this.qr.asset(ctx, dto.id, dto.size));
  }

  @Permission(P.assetPosition.list, P.equipment.list)
  @FileAnswer('image/png')
  @Get('/showAssetPositionQRCode')
  async position(@Ctx() ctx: AuthContext, @Query() dto: QrQueryDto): Promise<StreamableFile> {
    return png(await this.qr.position(ctx, dto.id, dto.size));
  }
}

const png = (data: Buffer): StreamableFile => new StreamableFile(data, { type: 'image/png', length: data.length, disposition: 'inline' });
