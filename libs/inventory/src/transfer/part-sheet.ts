import type { MessageKey } from '@gengyun/contracts';
import type { SheetLayout } from './sheet-import';

export const PARTS_KIND = 'inventory.parts';

export type PartField = 'code' | 'name' | 'bomType' | 'specification' | 'unit' | 'price' | 'min' | 'max' | 'batch' | 'manufacturer' | 'supplier' | 'remark' | 'types' | 'models' | 'installed';

/** The catalogue's import template, also the export's first columns (an export imports back into another enterprise). */
export const PART_SHEET: SheetLayout<PartField> = {
  sheet: 'inventory.transfer.partsSheet',
  columns: [
    { field: 'code', label: 'inventory.part.code', required: true },
    { field: 'name', label: 'inventory.part.name', required: true },
    { field: 'bomType', label: 'inventory.part.bomType' },
    { field: 'specification', label: 'inventory.part.specification' },
    { field: 'unit', label: 'inventory.part.unit' },
    { field: 'price', label: 'inventory.part.price' },
    { field: 'min', label: 'inventory.part.safetyMin' },
    { field: 'max', label: 'inventory.part.safetyMax' },
    { field: 'batch', label: 'inventory.part.batchTracking' },
    { field: 'manufacturer', label: 'inventory.part.manufacturer' },
    { field: 'supplier', label: 'inventory.part.supplier' },
    { field: 'remark', label: 'inventory.part.remark' },
    { field: 'types', label: 'inventory.part.equipmentTypes' },
    { field: 'models', label: 'inventory.part.equipmentModels' },
    { field: 'installed', label: 'inventory.part.installedOn' },
  ],
};

/** Columns the export adds after the template's (ignored when the file is imported back). */
export const PART_EXPORT_EXTRA: readonly MessageKey[] = ['inventory.part.onHand'];

/** How a cell lists several names (suitable types, models) or asset codes (installed on); the export joins them with the first. */
export const NAME_SEPARATORS = /[、,;，；]/;
export const NAME_JOINER = '、';

export const YES_NO: readonly MessageKey[] = ['inventory.yes', 'inventory.no'];
