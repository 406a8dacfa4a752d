import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, BusinessError } from '@gengyun/core';
import { HOLIDAY_BUSINESS_NO } from './holiday/holiday.service';
import { PLAN_BUSINESS_NO, PlanService } from './plan/plan.service';
import { TASK_ITEM_BUSINESS_NO, TaskItemService } from './task/task-item.service';
import { TASK_TEMPLATE_BUSINESS_NO, TaskTemplateService } from './task/task-template.service';

/**
 * Who may read the change logs of plans (their edits and moved days), task templates and items: those who may list them
 * and see the row; of the holiday calendar (one log per year, the enterprise's own, no data scope): planners.
 */
@Injectable()
export class MaintenanceOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly plans: PlanService,
    private readonly templates: TaskTemplateService,
    private readonly items: TaskItemService,
  ) {}

  onModuleInit(): void {
    this.audit.register(PLAN_BUSINESS_NO, { permissions: [P.plan.list, P.plan.edit], check: async (ctx, id) => void (await this.plans.find(ctx, id)) });
    this.audit.register(TASK_TEMPLATE_BUSINESS_NO, { permissions: [P.taskTemplate.list, P.taskTemplate.edit], check: async (ctx, id) => void (await this.templates.find(ctx, id)) });
    this.audit.register(HOLIDAY_BUSINESS_NO, {
      permissions: [P.plan.list, P.plan.edit, P.holiday.edit],
      check: (_ctx, year) => (Number.isInteger(year) && year >= 1970 && year <= 2100 ? Promise.resolve() : Promise.reject(BusinessError.notFound())),
    });
    this.audit.register(TASK_ITEM_BUSINESS_NO, { permissions: [P.taskTemplate.list, P.taskTemplate.edit], check: async (ctx, id) => void (await this.items.find(ctx, id)) });
  }
}
