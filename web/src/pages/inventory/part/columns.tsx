import { linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import type { SparePartRow } from './part.api';

/** The parts list's columns; the code opens the part's detail. */
/** The price column only for the "spare parts" cost display (SPEC §6). */
export const partColumns = (bomTypeName: (value: unknown) => string, stockInName: (value: unknown) => string, showPrice = true): DataColumn<SparePartRow>[] => [
  linkColumn<SparePartRow>({ key: 'spare_part_code', titleKey: 'inventory.part.code', route: 'bom/list/view', width: 160, hideable: false }),
  textColumn<SparePartRow>({ key: 'name', titleKey: 'inventory.part.name', width: 160, hideable: false }),
  textColumn<SparePartRow>({ key: 'bom_type', titleKey: 'inventory.part.bomType', width: 110, format: bomTypeName }),
  textColumn<SparePartRow>({ key: 'specification', titleKey: 'inventory.part.specification', width: 160 }),
  textColumn<SparePartRow>({ key: 'unit', titleKey: 'inventory.part.unit', width: 80 }),
  ...(showPrice ? [textColumn<SparePartRow>({ key: 'price', titleKey: 'inventory.part.price', width: 100 })] : []),
  textColumn<SparePartRow>({ key: 'on_hand', titleKey: 'inventory.part.onHand', width: 100 }),
  textColumn<SparePartRow>({ key: 'safety_stock_min', titleKey: 'inventory.part.safetyMin', width: 120 }),
  textColumn<SparePartRow>({ key: 'safety_stock_max', titleKey: 'inventory.part.safetyMax', width: 120, defaultHidden: true }),
  textColumn<SparePartRow>({ key: 'stock_in_state', titleKey: 'inventory.part.stockIn', width: 100, format: stockInName }),
  textColumn<SparePartRow>({ key: 'supplier_name', titleKey: 'inventory.part.supplier', width: 160 }),
  textColumn<SparePartRow>({ key: 'manufacturer_name', titleKey: 'inventory.part.manufacturer', width: 160, defaultHidden: true }),
];
