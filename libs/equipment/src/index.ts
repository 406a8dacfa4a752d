export * from './equipment.module';
export { EquipmentSeeder } from './equipment.seeder';
export { EquipmentQueryService, type EquipmentView, type EquipmentMarker } from './equipment-query.service';
export { EquipmentStatus, RunningStatus, markerStatus } from './equipment.constants';
