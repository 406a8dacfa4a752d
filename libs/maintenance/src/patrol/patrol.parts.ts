import type { Provider, Type } from '@nestjs/common';
import { PatrolPoint } from './point/patrol-point.entity';
import { PatrolPointService } from './point/patrol-point.service';
import { PatrolPointController } from './point/patrol-point.controller';
import { PatrolRoute, PatrolRoutePoint } from './route/patrol-route.entity';
import { PatrolRouteService } from './route/patrol-route.service';
import { PatrolRouteController } from './route/patrol-route.controller';
import { PatrolPlan } from './plan/patrol-plan.entity';
import { PatrolPlanService } from './plan/patrol-plan.service';
import { PatrolPlanController } from './plan/patrol-plan.controller';
import { PatrolTask, PatrolTaskPoint } from './task/patrol-task.entity';
import { PatrolGeneration } from './task/patrol-generation.service';
import { PatrolTaskService } from './task/patrol-task.service';
import { PatrolWalk } from './task/patrol-walk.service';
import { PatrolTaskController } from './task/patrol-task.controller';
import { PatrolRepair, PatrolResult } from './result/patrol-result.entity';
import { PatrolResults } from './result/patrol-result.service';
import { PatrolSweep } from './sweep/patrol-sweep.service';
import { PatrolSweepProcessor } from './sweep/patrol-sweep.processor';
import { PatrolOwners } from './patrol.owners';
import { PatrolDemoSeeder } from './demo/patrol-demo.seeder';
import { PatrolEvents, PatrolPushRoutes } from './patrol.events';
import { PatrolMapService } from './map/patrol-map.service';
import { PatrolMapController } from './map/patrol-map.controller';
import { PatrolPointRows } from './transfer/patrol-point-rows';
import { PatrolPlanRows } from './transfer/patrol-plan-rows';
import { PatrolRouteRows } from './transfer/patrol-route-rows';
import { PatrolTransferController } from './transfer/patrol-transfer.controller';

/** What spot-check and patrol inspection adds to the maintenance module: its tables, services and routes. */
export const patrolParts: { entities: Type[]; providers: Provider[]; controllers: Type[] } = {
  entities: [PatrolPoint, PatrolRoute, PatrolRoutePoint, PatrolPlan, PatrolTask, PatrolTaskPoint, PatrolResult, PatrolRepair],
  providers: [PatrolPointService, PatrolRouteService, PatrolPlanService, PatrolGeneration, PatrolTaskService, PatrolWalk, PatrolResults, PatrolSweep, PatrolSweepProcessor, PatrolOwners, PatrolDemoSeeder, PatrolEvents, PatrolPushRoutes, PatrolMapService, PatrolPointRows, PatrolRouteRows, PatrolPlanRows],
  controllers: [PatrolPointController, PatrolRouteController, PatrolPlanController, PatrolTaskController, PatrolMapController, PatrolTransferController],
};
