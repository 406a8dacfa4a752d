import type { ComponentType } from 'react';

/**
 * A tab of the equipment detail that another area fills: maintenance's plans. An area declares its panels in
 * `pages/<area>/equipment-tabs.ts` (`equipmentTabs`), collected at build time as the order panels are, so the
 * equipment pages import no other area; a tab nobody fills says it waits for its area.
 */
export interface EquipmentTabPanel {
  key: 'plans';
  /** Loaded on demand (keep it lazy: it is only needed once the tab is open). */
  Panel: ComponentType<{ equipmentId: number }>;
}

const modules = import.meta.glob<{ equipmentTabs?: EquipmentTabPanel[] }>('../../*/equipment-tabs.ts', { eager: true });

/** Every area's equipment tab panels. */
export const EQUIPMENT_TAB_PANELS: readonly EquipmentTabPanel[] = Object.values(modules).flatMap((m) => m.equipmentTabs ?? []);

/** The panel filling a tab, if an area fills it. */
export const tabPanel = (key: EquipmentTabPanel['key'], panels: readonly EquipmentTabPanel[] = EQUIPMENT_TAB_PANELS): EquipmentTabPanel | undefined => panels.find((p) => p.key === key);
