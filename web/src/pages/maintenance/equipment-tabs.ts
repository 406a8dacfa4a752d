import { lazy } from 'react';
import type { EquipmentTabPanel } from '../equipment/ledger/equipment-tabs';

/** The equipment detail's plan tab: the plans covering the equipment, their next days, its latest inspection results. */
export const equipmentTabs: EquipmentTabPanel[] = [
  {
    key: 'plans',
    Panel: lazy(() => import('./equipment/EquipmentPlansTab').then((m) => ({ default: m.EquipmentPlansTab }))),
  },
];
