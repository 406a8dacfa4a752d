import { identityPermissions } from './identity';
import { i18nPermissions } from './i18n';
import { dictionaryPermissions } from './dictionary';
import { filesPermissions } from './files';
import { systemPermissions } from './system';
import { equipmentPermissions } from './equipment';
import { iotPermissions } from './iot';
import { alarmsPermissions } from './alarms';
import { workOrdersPermissions } from './work-orders';
import { maintenancePermissions } from './maintenance';
import { inventoryPermissions } from './inventory';
import { inventoryStocktakePermissions } from './inventory-stocktake';

export { isPlatformPermission } from './identity';

/**
 * Feature permission codes. A role is granted codes (through menu entries of type route or button);
 * every API handler declares the one it needs. `<area>:<thing>:<action>`.
 */
export const Permission = {
  ...identityPermissions,
  ...i18nPermissions,
  ...dictionaryPermissions,
  ...filesPermissions,
  ...systemPermissions,
  ...equipmentPermissions,
  ...iotPermissions,
  ...alarmsPermissions,
  ...workOrdersPermissions,
  ...maintenancePermissions,
  ...inventoryPermissions,
  ...inventoryStocktakePermissions,
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof Permission>;

export const allPermissionCodes = (): PermissionCode[] => {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(Permission);
  return out as PermissionCode[];
};

/**
 * Data-permission dimensions (SPEC section 6). A role unrestricted in a dimension sees everything in it. SPEC's
 * "device location" permission is the location dimension: one set of locations restricts equipment, meters, alarms
 * and everything placed at a location (docs/decisions/data-scopes.md).
 */
export const DataScope = {
  location: 'location',
  equipmentType: 'equipment_type',
  workOrderType: 'work_order_type',
  warehouse: 'warehouse',
  assetCategory: 'asset_category',
} as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];
