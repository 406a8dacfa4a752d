import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P, TaskDetail, TaskKinds, TaskPage } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, type AuthContext } from '@gengyun/core';
import { TaskCentre } from './task-centre.service';
import { TaskPageDto } from './transfer.dto';

/**
 * The import and export centre (SPEC routes `import`, `export`): the caller's tasks of every kind, with progress,
 * counts and row messages. A finished export downloads from `/exportFile?business_no=exportTask&id=<task id>`.
 */
@Controller()
export class TransferController {
  constructor(private readonly centre: TaskCentre) {}

  @Permission(P.importTask.list)
  @Answer(TaskPage)
  @Post('/import/pageList')
  importPage(@Ctx() ctx: AuthContext, @Body() dto: TaskPageDto) {
    return this.centre.page(ctx, 'import', dto);
  }

  @Permission(P.importTask.list)
  @Answer(TaskDetail)
  @Post('/import/detail')
  importDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.centre.detail(ctx, 'import', dto.id);
  }

  @Permission(P.importTask.list)
  @Answer(TaskKinds)
  @Post('/import/kinds')
  importKinds(@Ctx() ctx: AuthContext) {
    return this.centre.options(ctx, 'import');
  }

  @Permission(P.exportTask.list)
  @Answer(TaskPage)
  @Post('/export/pageList')
  exportPage(@Ctx() ctx: AuthContext, @Body() dto: TaskPageDto) {
    return this.centre.page(ctx, 'export', dto);
  }

  @Permission(P.exportTask.list)
  @Answer(TaskDetail)
  @Post('/export/detail')
  exportDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.centre.detail(ctx, 'export', dto.id);
  }

  @Permission(P.exportTask.list)
  @Answer(TaskKinds)
  @Post('/export/kinds')
  exportKinds(@Ctx() ctx: AuthContext) {
    return this.centre.options(ctx, 'export');
  }
}
