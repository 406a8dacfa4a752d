import type { Area } from '@gengyun/core';
import { MaintenanceModule } from './maintenance.module';
import { maintenanceMigrations } from './migrations';
import { MaintenanceDemoSeeder } from './demo/maintenance-demo.seeder';
import { PatrolDemoSeeder } from './patrol/demo/patrol-demo.seeder';

export * from './maintenance.module';
export { PlanGeneration, type GenerationResult } from './generation/plan-generation.service';
export { DEMO_FLOW_TEMPLATE, DEMO_PLANS, DEMO_TEMPLATE } from './demo/maintenance-demo.seeder';
export { PatrolGeneration } from './patrol/task/patrol-generation.service';
export { PatrolSweep } from './patrol/sweep/patrol-sweep.service';
export { DEMO_POINT_QR, DEMO_ROUTE } from './patrol/demo/patrol-demo.seeder';

/** The maintenance area as the app lists it. */
export const maintenanceArea: Area = { name: 'maintenance', module: MaintenanceModule, migrations: maintenanceMigrations, seeders: [MaintenanceDemoSeeder, PatrolDemoSeeder] };
