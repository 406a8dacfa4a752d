import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { PATROL_POINT_BUSINESS_NO, PatrolPointService } from './point/patrol-point.service';
import { PATROL_ROUTE_BUSINESS_NO, PatrolRouteService } from './route/patrol-route.service';
import { PATROL_PLAN_BUSINESS_NO, PatrolPlanService } from './plan/patrol-plan.service';

/** Who may read the change logs of points, routes and route plans: those who may list them and see the row. */
@Injectable()
export class PatrolOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly points: PatrolPointService,
    private readonly routes: PatrolRouteService,
    private readonly plans: PatrolPlanService,
  ) {}

  onModuleInit(): void {
    const permissions = [P.patrol.list, P.patrol.edit];
    this.audit.register(PATROL_POINT_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.points.find(ctx, id)) });
    this.audit.register(PATROL_ROUTE_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.routes.find(ctx, id)) });
    this.audit.register(PATROL_PLAN_BUSINESS_NO, { permissions, check: async (ctx, id) => void (await this.plans.find(ctx, id)) });
  }
}
