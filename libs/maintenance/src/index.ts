import type { Area } from '@gengyun/core';
import { MaintenanceModule } from './maintenance.module';
import { maintenanceMigrations } from './migrations';

export * from './maintenance.module';

/** The maintenance area as the app lists it. */
export const maintenanceArea: Area = { name: 'maintenance', module: MaintenanceModule, migrations: maintenanceMigrations };
export { PlanGeneration, type GenerationResult } from './generation/plan-generation.service';
