import { Body, Controller, Post } from '@nestjs/common';
import { DeviceLogin, HistoryAnswer, LatestList, MeterChoices, MeterCreated, MeterDetail, MeterPage, MeterRow, NoContent, Permission as P, QuantityCatalogue } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, LoggedIn, Permission, reply, type AuthContext } from '@gengyun/core';
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
  @Answer(MeterPage)
  @Post('/meter/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: MeterPageDto) {
    return this.meters.pageList(ctx, dto);
  }

  @LoggedIn()
  @Answer(MeterChoices)
  @Post('/meter/enabledList')
  enabledList(@Ctx() ctx: AuthContext, @Body() dto: EnabledMeterListDto) {
    return this.meters.enabledList(ctx, dto);
  }

  /** The quantity catalogue: per meter type, each quantity's unit, range and decimals. */
  @LoggedIn()
  @Answer(QuantityCatalogue)
  @Post('/meter/quantities')
  quantities() {
    return QUANTITY_CATALOGUE;
  }

  @Permission(P.meter.list)
  @Answer(MeterDetail)
  @Post('/meter/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.detail(ctx, dto.id);
  }

  /** Answers the device login once: `credential.password` is not stored in clear and cannot be shown again. */
  @Permission(P.meter.add)
  @Answer(MeterCreated)
  @Post('/meter/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddMeterDto) {
    return this.meters.add(ctx, dto).then((created) => reply(created, 'iot.meter.notifications.credentialIssued'));
  }

  @Permission(P.meter.edit)
  @Answer(MeterRow)
  @Post('/meter/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateMeterDto) {
    return this.meters.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.meter.delete)
  @Answer(NoContent)
  @Post('/meter/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.meter.credential)
  @Answer(DeviceLogin)
  @Post('/meter/rotateCredential')
  rotateCredential(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.meters.rotateCredential(ctx, dto.id).then((login) => reply(login, 'iot.meter.notifications.credentialIssued'));
  }

  @Permission(P.meter.list, P.monitor.view)
  @Answer(LatestList)
  @Post('/meter/latest')
  async latest(@Ctx() ctx: AuthContext, @Body() dto: MeterIdsDto) {
    return this.readings.latestOf(await this.meters.visible(ctx, dto.ids));
  }

  @Permission(P.meter.history, P.monitor.view)
  @Answer(HistoryAnswer)
  @Post('/meter/history')
  history(@Ctx() ctx: AuthContext, @Body() dto: HistoryDto) {
    return this.readings.history(ctx, dto);
  }
}
