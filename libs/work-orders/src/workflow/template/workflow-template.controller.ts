import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, WorkflowExport, WorkflowTemplateDetail, WorkflowTemplatePage, WorkflowValidation } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WorkflowTemplateService } from './workflow-template.service';
import {
  WorkflowTemplateAddDto,
  WorkflowTemplateEnableDto,
  WorkflowTemplateExportDto,
  WorkflowTemplateImportDto,
  WorkflowTemplatePageDto,
  WorkflowTemplateSaveVersionDto,
  WorkflowTemplateUpdateDto,
  WorkflowTemplateValidateDto,
} from './workflow-template.dto';

/** Workflow templates designed as BPMN 2.0 (issue 13 item 5): versions, checks on save, XML export and import. */
@Controller()
export class WorkflowTemplateController {
  constructor(private readonly templates: WorkflowTemplateService) {}

  /** The type form picks a default template, so those who add or edit types may list them too. */
  @Permission(Codes.workflowTemplate.list, Codes.workOrderType.add, Codes.workOrderType.edit)
  @Answer(WorkflowTemplatePage)
  @Post('/workflowTemplate/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplatePageDto) {
    return this.templates.page(ctx, dto);
  }

  @Permission(Codes.workflowTemplate.list)
  @Answer(WorkflowTemplateDetail)
  @Post('/workflowTemplate/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.templates.detail(ctx, dto.id);
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(WorkflowValidation)
  @Post('/workflowTemplate/validate')
  validate(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateValidateDto) {
    return this.templates.validate(ctx, dto.xml);
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(WorkflowTemplateDetail)
  @Post('/workflowTemplate/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateAddDto) {
    return reply(await this.templates.add(ctx, dto));
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(WorkflowTemplateDetail)
  @Post('/workflowTemplate/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateUpdateDto) {
    return reply(await this.templates.update(ctx, dto));
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(WorkflowTemplateDetail)
  @Post('/workflowTemplate/saveVersion')
  async saveVersion(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateSaveVersionDto) {
    return reply(await this.templates.saveVersion(ctx, dto));
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(NoContent)
  @Post('/workflowTemplate/enable')
  async enable(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateEnableDto) {
    await this.templates.enable(ctx, dto);
    return reply(null);
  }

  @Permission(Codes.workflowTemplate.delete)
  @Answer(NoContent)
  @Post('/workflowTemplate/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.templates.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(Codes.workflowTemplate.list)
  @Answer(WorkflowExport)
  @Post('/workflowTemplate/export')
  export(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateExportDto) {
    return this.templates.export(ctx, dto);
  }

  @Permission(Codes.workflowTemplate.edit)
  @Answer(WorkflowTemplateDetail)
  @Post('/workflowTemplate/import')
  async import(@Ctx() ctx: AuthContext, @Body() dto: WorkflowTemplateImportDto) {
    return reply(await this.templates.import(ctx, dto));
  }
}
