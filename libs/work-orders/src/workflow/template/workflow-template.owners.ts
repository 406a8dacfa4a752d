import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { WORKFLOW_TEMPLATE_BUSINESS_NO, WorkflowTemplateService } from './workflow-template.service';

/** Who may read a workflow template's change log: those who may list templates, for a template of their enterprise. */
@Injectable()
export class WorkflowTemplateOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly templates: WorkflowTemplateService,
  ) {}

  onModuleInit(): void {
    this.audit.register(WORKFLOW_TEMPLATE_BUSINESS_NO, {
      permissions: [P.workflowTemplate.list],
      check: async (ctx, id) => void (await this.templates.find(ctx, id)),
    });
  }
}
