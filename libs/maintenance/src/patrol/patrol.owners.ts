import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners, BusinessError, type AuthContext } from '@gengyun/core';
import { FileBusinessRegistry } from '@gengyun/files';
import { PATROL_RESULT_BUSINESS_NO } from '../check/item-answers';
import { PATROL_POINT_BUSINESS_NO, PatrolPointService } from './point/patrol-point.service';
import { PATROL_ROUTE_BUSINESS_NO, PatrolRouteService } from './route/patrol-route.service';
import { PATROL_PLAN_BUSINESS_NO, PatrolPlanService } from './plan/patrol-plan.service';
import { PatrolResult } from './result/patrol-result.entity';
import { PatrolTaskService } from './task/patrol-task.service';

/**
 * Who may read the change logs of points, routes and route plans: those who may list them and see the row. The photos
 * and signatures of a point's results belong to the result row: those who see its task (its inspector, or a supervisor
 * whose scope covers it) see them; inspectors upload them unbound and submitting binds them (`ItemAnswers`).
 */
@Injectable()
export class PatrolOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly points: PatrolPointService,
    private readonly routes: PatrolRouteService,
    private readonly plans: PatrolPlanService,
    private readonly files: FileBusinessRegistry,
    private readonly tasks: PatrolTaskService,
    @InjectRepository(PatrolResult) private readonly results: Repository<PatrolResult>,
  ) {}

  onModuleInit(): void {
    const permissions = [P.patrol.list, P.patrol.edit];
    this.audit.register(PATROL_POINT_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.points.find(ctx, id)) });
    this.audit.register(PATROL_ROUTE_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.routes.find(ctx, id)) });
    this.audit.register(PATROL_PLAN_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.plans.find(ctx, id)) });
    this.files.registerOwner(PATROL_RESULT_BUSINESS_NO, {
      find: async (ctx, id) => {
        const row = await this.results.findOne({ select: { id: true, task_id: true }, where: { enterprise_id: ctx.enterpriseId, id } });
        if (!row) throw BusinessError.notFound();
        await this.tasks.find(ctx as AuthContext, row.task_id);
      },
      edit: [],
      unbound: [P.patrol.inspect],
      // The answer holds at most 9 photos; files of earlier answers stay bound as the row's history (a signature drawn again).
      countsPictures: false,
    });
  }
}
