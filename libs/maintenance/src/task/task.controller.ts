import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, TaskItemPage, TaskItemRow, TaskTemplateDetail, TaskTemplatePage } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { TaskItemService, itemRow } from './task-item.service';
import { TaskTemplateService } from './task-template.service';
import { TaskItemAddDto, TaskItemPageDto, TaskItemUpdateDto, TaskTemplateAddDto, TaskTemplatePageDto, TaskTemplateUpdateDto } from './task.dto';

/** Task items and templates (`task`: item add/view, template add/view). Plan editors read them to choose a template. */
@Controller()
export class TaskController {
  constructor(
    private readonly items: TaskItemService,
    private readonly templates: TaskTemplateService,
  ) {}

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit)
  @Answer(TaskItemPage)
  @Post('/taskItem/pageList')
  itemPage(@Ctx() ctx: AuthContext, @Body() dto: TaskItemPageDto) {
    return this.items.page(ctx, dto);
  }

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit)
  @Answer(TaskItemRow)
  @Post('/taskItem/detail')
  async itemDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return itemRow(await this.items.find(ctx, dto.id));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskItemRow)
  @Post('/taskItem/add')
  async itemAdd(@Ctx() ctx: AuthContext, @Body() dto: TaskItemAddDto) {
    return reply(await this.items.add(ctx, dto));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskItemRow)
  @Post('/taskItem/update')
  async itemUpdate(@Ctx() ctx: AuthContext, @Body() dto: TaskItemUpdateDto) {
    return reply(await this.items.update(ctx, dto));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(NoContent)
  @Post('/taskItem/delete')
  async itemDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.items.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit, Codes.plan.edit)
  @Answer(TaskTemplatePage)
  @Post('/taskTemplate/pageList')
  templatePage(@Ctx() ctx: AuthContext, @Body() dto: TaskTemplatePageDto) {
    return this.templates.page(ctx, dto);
  }

  @Permission(Codes.taskTemplate.list, Codes.taskTemplate.edit, Codes.plan.list)
  @Answer(TaskTemplateDetail)
  @Post('/taskTemplate/detail')
  templateDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.templates.detail(ctx, dto.id);
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskTemplateDetail)
  @Post('/taskTemplate/add')
  async templateAdd(@Ctx() ctx: AuthContext, @Body() dto: TaskTemplateAddDto) {
    return reply(await this.templates.add(ctx, dto));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(TaskTemplateDetail)
  @Post('/taskTemplate/update')
  async templateUpdate(@Ctx() ctx: AuthContext, @Body() dto: TaskTemplateUpdateDto) {
    return reply(await this.templates.update(ctx, dto));
  }

  @Permission(Codes.taskTemplate.edit)
  @Answer(NoContent)
  @Post('/taskTemplate/delete')
  async templateDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.templates.delete(ctx, dto.id);
    return reply(null);
  }
}
