import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, IdDto, LoggedIn, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddMeterDto, EnabledMeterListDto, HistoryDto, MeterIdsDto, MeterPageDto, UpdateMeterDto } from './meter.dto';
import { MeterService } from './meter.service';
import { QUANTITY_CATALOGUE } from './meter-quantities';
import { ReadingQueryService } from '../reading/reading-query.service';

@Controller()
export class MeterController {
  constructor(
    private readonly meters: MeterService,
    private readonly readings: ReadingQueryService,
  ) {}

  @Permission(P.meter.list)
  @Post('/meter/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: MeterPageDto) {
    return this.meters.pageList(ctx, dto);
  }

  @LoggedIn()
  @Post('/meter/enabledList')
  enabledList(@Ctx() ctx: AuthContext, @Body() dto: EnabledMeterListDto) {
    return this.meters.enabledList(ctx, dto);
  }

  /** The quantity catalogue: per meter type, each quantity's unit, range and decimals. */
  @LoggedIn()
  @Post('/meter/quantities')
  quantities() {
    return QUANTITY_CATALOGUE;
  }

  @Permission(P.meter.list)
  @Post('/meter/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.detail(ctx, dto.id);
  }

  /** Answers the device login once: `credential.password` is not stored in clear and cannot be shown again. */
  @Permission(P.meter.add)
  @Post('/meter/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddMeterDto) {
    return this.meters.add(ctx, dto).then((created) => reply(created, 'iot.meter.notifications.credentialIssued'));
  }

  @Permission(P.meter.edit)
  @Post('/meter/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateMeterDto) {
    return this.meters.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.meter.delete)
  @Post('/meter/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.meter.credential)
  @Post('/meter/rotateCredential')
  rotateCredential(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.rotateCredential(ctx, dto.id).then((login) => reply(login, 'iot.meter.notifications.credentialIssued'));
  }

  @Permission(P.meter.list, P.monitor.view)
  @Post('/meter/latest')
  async latest(@Ctx() ctx: AuthContext, @Body() dto: MeterIdsDto) {
    return this.readings.latestOf(await this.meters.visible(ctx, dto.ids));
  }

  @Permission(P.meter.history, P.monitor.view)
  @Post('/meter/history')
  history(@Ctx() ctx: AuthContext, @Body() dto: HistoryDto) {
    return this.readings.history(ctx, dto);
  }
}
