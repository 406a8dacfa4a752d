import { EquipmentLedger1763776000000 } from './1763776000000-EquipmentLedger';
import { EquipmentSearchIndex1763776100000 } from './1763776100000-EquipmentSearchIndex';
import { EquipmentFoldedSearch1763776200000 } from './1763776200000-EquipmentFoldedSearch';

/** Migrations of the equipment area, oldest first. */
export const equipmentMigrations = [EquipmentLedger1763776000000, EquipmentSearchIndex1763776100000, EquipmentFoldedSearch1763776200000];
