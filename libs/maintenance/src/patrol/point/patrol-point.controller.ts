import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { toBuffer } from 'qrcode';
import { NoContent, PatrolPointPage, PatrolPointRow, Permission as Codes } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { PatrolPointService, pointRow } from './patrol-point.service';
import { PatrolPointAddDto, PatrolPointPageDto, PatrolPointQrDto, PatrolPointUpdateDto } from './patrol-point.dto';

/** Inspection points: supervisors list and edit them (including who may check in by hand). */
@Controller()
export class PatrolPointController {
  constructor(private readonly points: PatrolPointService) {}

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPointPage)
  @Post('/patrolPoint/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointPageDto) {
    return this.points.page(ctx, dto);
  }

  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return pointRow(await this.points.find(ctx, dto.id));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointAddDto) {
    return reply(await this.points.add(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(PatrolPointRow)
  @Post('/patrolPoint/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: PatrolPointUpdateDto) {
    return reply(await this.points.update(ctx, dto));
  }

  @Permission(Codes.patrol.edit)
  @Answer(NoContent)
  @Post('/patrolPoint/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.points.delete(ctx, dto.id);
    return reply(null);
  }

  /** Link builder like `/showAssetQRCode`: a PNG of the point's QR content, for its printed label. */
  @Permission(Codes.patrol.list, Codes.patrol.edit)
  @FileAnswer('image/png')
  @Get('/showPatrolPointQRCode')
  async qr(@Ctx() ctx: AuthContext, @Query() dto: PatrolPointQrDto): Promise<StreamableFile> {
    const point = await this.points.find(ctx, dto.id);
    const data = await toBuffer(point.qr_content, { type: 'png', width: dto.size ?? 256, margin: 1, errorCorrectionLevel: 'M' });
    return new StreamableFile(data, { type: 'image/png', length: data.length, disposition: 'inline' });
  }
}
