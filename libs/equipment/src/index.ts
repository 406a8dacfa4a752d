import type { Area } from '@gengyun/core';
import { EquipmentModule } from './equipment.module';
import { equipmentMigrations } from './migrations';
import { EquipmentSeeder } from './equipment.seeder';

export * from './equipment.module';
export { EquipmentSeeder } from './equipment.seeder';
export { EquipmentQueryService, type EquipmentView, type EquipmentMarker } from './ledger/equipment-query.service';
export { EquipmentStatus, RunningStatus, markerStatus } from './equipment.constants';
export { EquipmentReferences, type EquipmentCoverage, type EquipmentPlace, type PlaceLabels } from './equipment-references';
export { EquipmentScanLinks, type ScanLinkSource } from './ledger/equipment-scan-links';
export { MarkerStates, liveMarker, type LiveMarkerState, type MarkerStateContributor } from './ledger/marker-states';

/** The equipment area as the app lists it. */
export const equipmentArea: Area = { name: 'equipment', module: EquipmentModule, migrations: equipmentMigrations, seeders: [EquipmentSeeder] };
