import { dateColumn, enumColumn, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { EquipmentRow } from './equipment.api';
import { RUNNING_OPTIONS, STATUS_OPTIONS } from './equipment-rules';

/** The ledger detail route (SPEC section 2: eqpt/list view). */
export const EQUIPMENT_VIEW_ROUTE = 'eqpt/list/view';

/** Columns of the ledger list (and, without the link, of the sub-equipment tab); the key ones stay in view at 1366 px. */
export function equipmentColumns(canView: boolean): DataColumn<EquipmentRow>[] {
  return [
    linkColumn<EquipmentRow>({ key: 'asset_code', titleKey: 'equipment.ledger.fields.code', route: EQUIPMENT_VIEW_ROUTE, routeAuth: canView, hideable: false }),
    textColumn<EquipmentRow>({ key: 'asset_name', titleKey: 'equipment.ledger.fields.name', essential: true, minWidth: 180 }),
    textColumn<EquipmentRow>({ key: 'type_name', titleKey: 'equipment.ledger.fields.type' }),
    textColumn<EquipmentRow>({ key: 'model_name', titleKey: 'equipment.ledger.fields.model' }),
    textColumn<EquipmentRow>({ key: 'position_name', titleKey: 'equipment.ledger.fields.position' }),
    enumColumn<EquipmentRow>({ key: 'status', titleKey: 'equipment.ledger.fields.status', options: STATUS_OPTIONS, essential: true }),
    enumColumn<EquipmentRow>({ key: 'running_status_id', titleKey: 'equipment.ledger.fields.runningStatus', options: RUNNING_OPTIONS, essential: true }),
    textColumn<EquipmentRow>({ key: 'parent_name', titleKey: 'equipment.ledger.fields.parent', defaultHidden: true }),
    textColumn<EquipmentRow>({ key: 'supplier_name', titleKey: 'equipment.ledger.fields.supplier', defaultHidden: true }),
    textColumn<EquipmentRow>({ key: 'manufacturer_name', titleKey: 'equipment.ledger.fields.manufacturer', defaultHidden: true }),
    dateColumn<EquipmentRow>({ key: 'purchase_date', titleKey: 'equipment.ledger.fields.purchaseDate', format: 'YYYY-MM-DD', essential: true }),
    textColumn<EquipmentRow>({ key: 'purchase_cost', titleKey: 'equipment.ledger.fields.purchaseCost', defaultHidden: true }),
    dateColumn<EquipmentRow>({ key: 'create_time', titleKey: 'equipment.ledger.fields.createTime', defaultHidden: true }),
  ];
}
