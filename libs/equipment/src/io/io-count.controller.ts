import { Body, Controller, Post } from '@nestjs/common';
import { AddedCount, CountDetail, CountItemRecord, CountPage, CountRecord, IoDetail, IoPage, IoRecord, Permission as P, TaskDetail, TaskPage } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { TaskCentre, TaskPageDto } from '@gengyun/files';
import { LEDGER_TASKS } from '../equipment.constants';
import { EquipmentCountService } from './equipment-count.service';
import { EquipmentIoService } from './equipment-io.service';
import { AddCountDto, AddCountItemsDto, AddIoDto, CountPageDto, IoPageDto, ReviewIoDto, UpdateCountItemDto, UpdateIoDto } from './io-count.dto';

/**
 * `/equipmentIo/*`, `/equipmentCount/*`, and `/importTask/*`, `/exportTask/*`: the ledger's own import and export tasks
 * for its dialogs, with the ledger's permissions (the centre of the files area lists every kind; the file itself is `/exportFile`).
 */
@Controller()
export class IoCountController {
  constructor(
    private readonly io: EquipmentIoService,
    private readonly counts: EquipmentCountService,
    private readonly tasks: TaskCentre,
  ) {}

  @Permission(P.equipmentIo.list)
  @Answer(IoPage)
  @Post('/equipmentIo/pageList')
  ioPage(@Ctx() ctx: AuthContext, @Body() dto: IoPageDto) {
    return this.io.pageList(ctx, dto);
  }

  @Permission(P.equipmentIo.list)
  @Answer(IoDetail)
  @Post('/equipmentIo/detail')
  ioDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.io.detail(ctx, dto.id);
  }

  @Permission(P.equipmentIo.edit)
  @Answer(IoRecord)
  @Post('/equipmentIo/add')
  ioAdd(@Ctx() ctx: AuthContext, @Body() dto: AddIoDto) {
    return this.io.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentIo.edit)
  @Answer(IoRecord)
  @Post('/equipmentIo/update')
  ioUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateIoDto) {
    return this.io.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentIo.edit)
  @Answer(IoRecord)
  @Post('/equipmentIo/submit')
  ioSubmit(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.io.submit(ctx, dto.id).then((row) => reply(row));
  }

  @Permission(P.equipmentIo.approve)
  @Answer(IoRecord)
  @Post('/equipmentIo/approve')
  ioApprove(@Ctx() ctx: AuthContext, @Body() dto: ReviewIoDto) {
    return this.io.approve(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentIo.approve)
  @Answer(IoRecord)
  @Post('/equipmentIo/reject')
  ioReject(@Ctx() ctx: AuthContext, @Body() dto: ReviewIoDto) {
    return this.io.reject(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentCount.list)
  @Answer(CountPage)
  @Post('/equipmentCount/pageList')
  countPage(@Ctx() ctx: AuthContext, @Body() dto: CountPageDto) {
    return this.counts.pageList(ctx, dto);
  }

  @Permission(P.equipmentCount.list)
  @Answer(CountDetail)
  @Post('/equipmentCount/detail')
  countDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.counts.detail(ctx, dto.id);
  }

  @Permission(P.equipmentCount.edit)
  @Answer(CountRecord)
  @Post('/equipmentCount/add')
  countAdd(@Ctx() ctx: AuthContext, @Body() dto: AddCountDto) {
    return this.counts.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentCount.edit)
  @Answer(AddedCount)
  @Post('/equipmentCount/addItems')
  countAddItems(@Ctx() ctx: AuthContext, @Body() dto: AddCountItemsDto) {
    return this.counts.addItems(ctx, dto).then((n) => reply(n));
  }

  @Permission(P.equipmentCount.edit)
  @Answer(CountItemRecord)
  @Post('/equipmentCount/updateItem')
  countUpdateItem(@Ctx() ctx: AuthContext, @Body() dto: UpdateCountItemDto) {
    return this.counts.updateItem(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentCount.edit)
  @Answer(CountRecord)
  @Post('/equipmentCount/finish')
  countFinish(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.counts.finish(ctx, dto.id).then((row) => reply(row));
  }

  @Permission(P.equipment.import)
  @Answer(TaskPage)
  @Post('/importTask/pageList')
  importPage(@Ctx() ctx: AuthContext, @Body() dto: TaskPageDto) {
    return this.tasks.page(ctx, 'import', dto, [LEDGER_TASKS]);
  }

  @Permission(P.equipment.import)
  @Answer(TaskDetail)
  @Post('/importTask/detail')
  importDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'import', dto.id, [LEDGER_TASKS]);
  }

  @Permission(P.equipment.export)
  @Answer(TaskPage)
  @Post('/exportTask/pageList')
  exportPage(@Ctx() ctx: AuthContext, @Body() dto: TaskPageDto) {
    return this.tasks.page(ctx, 'export', dto, [LEDGER_TASKS]);
  }

  @Permission(P.equipment.export)
  @Answer(TaskDetail)
  @Post('/exportTask/detail')
  exportDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.tasks.detail(ctx, 'export', dto.id, [LEDGER_TASKS]);
  }
}
