import { Controller, Get, Post, type StreamableFile } from '@nestjs/common';
import { Permission as Codes, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Files, Permission, reply, type AuthContext, type UploadedFile } from '@gengyun/core';
import { XLSX_MIME } from '@gengyun/files';
import { MaintenanceTransfer } from '../../transfer/maintenance-transfer.service';
import { PATROL_PLAN_TASKS, PATROL_POINT_TASKS, PATROL_ROUTE_TASKS } from './patrol-sheets';

/** The three patrol sheets by their routes' resource name: `/patrolPoint/…`, `/patrolRoute/…`, `/patrolPlan/…`. */
const KINDS = { patrolPoint: PATROL_POINT_TASKS, patrolRoute: PATROL_ROUTE_TASKS, patrolPlan: PATROL_PLAN_TASKS } as const;
type Resource = keyof typeof KINDS;

/**
 * Exports (those who list points, routes and plans, within their scopes) and imports (supervisors:
 * `maintenance:patrol:edit`) of the patrol sheets, followed in the import and export centre.
 */
@Controller()
export class PatrolTransferController {
  constructor(private readonly transfer: MaintenanceTransfer) {}

  @Permission(Codes.patrol.list)
  @Answer(TaskReceipt)
  @Post('/patrolPoint/export')
  async exportPoints(@Ctx() ctx: AuthContext) {
    return this.exported(ctx, 'patrolPoint');
  }

  @Permission(Codes.patrol.list)
  @Answer(TaskReceipt)
  @Post('/patrolRoute/export')
  async exportRoutes(@Ctx() ctx: AuthContext) {
    return this.exported(ctx, 'patrolRoute');
  }

  @Permission(Codes.patrol.list)
  @Answer(TaskReceipt)
  @Post('/patrolPlan/export')
  async exportPlans(@Ctx() ctx: AuthContext) {
    return this.exported(ctx, 'patrolPlan');
  }

  @Permission(Codes.patrol.edit)
  @Answer(TaskReceipt)
  @Post('/patrolPoint/import')
  importPoints(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    // No success toast: the import only starts here; its outcome is followed in the centre.
    return this.transfer.startImport(ctx, KINDS.patrolPoint, files);
  }

  @Permission(Codes.patrol.edit)
  @Answer(TaskReceipt)
  @Post('/patrolRoute/import')
  importRoutes(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    return this.transfer.startImport(ctx, KINDS.patrolRoute, files);
  }

  @Permission(Codes.patrol.edit)
  @Answer(TaskReceipt)
  @Post('/patrolPlan/import')
  importPlans(@Ctx() ctx: AuthContext, @Files() files: UploadedFile[]) {
    return this.transfer.startImport(ctx, KINDS.patrolPlan, files);
  }

  @Permission(Codes.patrol.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/patrolPoint/importTemplate')
  pointTemplate(@Ctx() ctx: AuthContext) {
    return this.template(ctx, 'patrolPoint');
  }

  @Permission(Codes.patrol.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/patrolRoute/importTemplate')
  routeTemplate(@Ctx() ctx: AuthContext) {
    return this.template(ctx, 'patrolRoute');
  }

  @Permission(Codes.patrol.edit)
  @FileAnswer(XLSX_MIME)
  @Get('/patrolPlan/importTemplate')
  planTemplate(@Ctx() ctx: AuthContext) {
    return this.template(ctx, 'patrolPlan');
  }

  private async exported(ctx: AuthContext, resource: Resource) {
    return reply(await this.transfer.startExport(ctx, KINDS[resource]));
  }

  private template(ctx: AuthContext, resource: Resource): Promise<StreamableFile> {
    return this.transfer.templateFile(KINDS[resource], resource, ctx.lang);
  }
}
