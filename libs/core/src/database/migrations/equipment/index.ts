import { EquipmentLedger1763776000000 } from './1763776000000-EquipmentLedger';

/** Migrations of the equipment area, oldest first. */
export const equipmentMigrations = [EquipmentLedger1763776000000];
