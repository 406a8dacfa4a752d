import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries } from '@gengyun/core';
import { EquipmentModule } from '@gengyun/equipment';
import { IdentityModule } from '@gengyun/identity';
import { FilesModule } from '@gengyun/files';
import { WorkOrdersModule } from '@gengyun/work-orders';
import { IotModule } from '@gengyun/iot';
import { SystemModule } from '@gengyun/system';
import { MAINTENANCE_MENU } from './maintenance.permissions';
import { MaintenanceOwners } from './maintenance.owners';
import { TaskItem } from './task/task-item.entity';
import { TaskTemplate, TaskTemplateItem } from './task/task-template.entity';
import { TaskItemService } from './task/task-item.service';
import { TaskTemplateService } from './task/task-template.service';
import { TaskController } from './task/task.controller';
import { MaintenancePlan } from './plan/plan.entity';
import { Holiday } from './holiday/holiday.entity';
import { GenerationClaim, PlanOccurrence } from './generation/plan-occurrence.entity';
import { HolidayService } from './holiday/holiday.service';
import { PlanService } from './plan/plan.service';
import { PlanEquipment } from './plan/plan-equipment';
import { PlanPreviewService } from './plan/plan-preview.service';
import { PlanController } from './plan/plan.controller';
import { PlanCalendar } from './generation/plan-calendar';
import { GenerationClaims } from './generation/generation-claims';
import { PlanGeneration } from './generation/plan-generation.service';
import { PlanGenerationProcessor } from './generation/plan-generation.processor';
import { PlanCompletionListener } from './generation/plan-completion.listener';
import { MaintenanceCalendarService } from './calendar/maintenance-calendar.service';
import { CalendarController } from './calendar/calendar.controller';
import { MaintenanceDemoSeeder } from './demo/maintenance-demo.seeder';
import { PlanMove } from './plan/plan-move.entity';
import { PlanMoveService } from './plan/plan-move.service';
import { CheckRepair, CheckResult } from './check/check-result.entity';
import { CheckResults } from './check/check-result.service';
import { CheckResultController } from './check/check-result.controller';
import { ItemAnswers } from './check/item-answers';
import { CheckResultOwners } from './check/check-result.owners';
import { EquipmentPlansService } from './equipment/equipment-plans.service';
import { patrolParts } from './patrol/patrol.parts';
import { PatrolDemoSeeder } from './patrol/demo/patrol-demo.seeder';
import { MaintenanceUsageModule } from './usage/usage.module';
import { TodayPlansService } from './today/today-plans.service';
import { TodayPlansCard } from './today/today-plans.card';
import { PlanRows } from './plan/transfer/plan-rows';
import { PlanTransferController } from './plan/transfer/plan-transfer.controller';
import { TaskItemRows } from './task/transfer/task-item-rows';
import { TaskTemplateRows } from './task/transfer/task-template-rows';
import { TaskTransferController } from './task/transfer/task-transfer.controller';
import { MaintenanceTransfer } from './transfer/maintenance-transfer.service';

/**
 * Maintenance (issue 14): task items and templates, maintenance plans with their cycles and the holiday calendar, and
 * the generation of plan orders through the work-order area; spot-check and patrol inspection (`patrol/`).
 */
@Module({
  imports: [
    IdentityModule,
    EquipmentModule,
    WorkOrdersModule,
    FilesModule,
    SystemModule,
    MaintenanceUsageModule,
    IotModule,
    TypeOrmModule.forFeature([TaskItem, TaskTemplate, TaskTemplateItem, MaintenancePlan, PlanMove, Holiday, PlanOccurrence, GenerationClaim, CheckResult, CheckRepair, ...patrolParts.entities]),
  ],
  controllers: [TaskController, TaskTransferController, PlanController, PlanTransferController, CalendarController, CheckResultController, ...patrolParts.controllers],
  providers: [
    menuEntries(MAINTENANCE_MENU),
    MaintenanceOwners,
    TaskItemService,
    TaskTemplateService,
    HolidayService,
    PlanService,
    PlanEquipment,
    PlanPreviewService,
    PlanCalendar,
    GenerationClaims,
    PlanGeneration,
    PlanGenerationProcessor,
    PlanCompletionListener,
    MaintenanceCalendarService,
    MaintenanceDemoSeeder,
    PlanMoveService,
    CheckResults,
    ItemAnswers,
    CheckResultOwners,
    EquipmentPlansService,
    ...patrolParts.providers,
    TodayPlansService,
    TodayPlansCard,
    PlanRows,
    TaskItemRows,
    TaskTemplateRows,
    MaintenanceTransfer,
  ],
  exports: [PlanGeneration, MaintenanceDemoSeeder, PatrolDemoSeeder],
})
export class MaintenanceModule {}
