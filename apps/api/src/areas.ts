import { runMigrations, type AppConfig, type Area } from '@gengyun/core';
import { identityArea } from '@gengyun/identity';
import { i18nArea } from '@gengyun/i18n';
import { dictionaryArea } from '@gengyun/dictionary';
import { filesArea } from '@gengyun/files';
import { systemArea } from '@gengyun/system';
import { equipmentArea } from '@gengyun/equipment';
import { iotArea } from '@gengyun/iot';
import { alarmsArea } from '@gengyun/alarms';
import { workOrdersArea } from '@gengyun/work-orders';
import { maintenanceArea } from '@gengyun/maintenance';
import { inventoryArea } from '@gengyun/inventory';

/** Every business area, in the order their demo data is seeded. A new area is added here and nowhere else. */
export const AREAS: readonly Area[] = [identityArea, i18nArea, dictionaryArea, filesArea, systemArea, equipmentArea, iotArea, alarmsArea, workOrdersArea, maintenanceArea, inventoryArea];

export const AREA_MODULES = AREAS.map((a) => a.module);
export const AREA_MIGRATIONS = AREAS.flatMap((a) => a.migrations);
export const AREA_SEEDERS = AREAS.flatMap((a) => a.seeders ?? []);

/** Applies the platform's and every area's pending migrations; returns the names it ran. */
export const migrate = (config: Pick<AppConfig, 'db'>): Promise<string[]> => runMigrations(config, AREA_MIGRATIONS);
