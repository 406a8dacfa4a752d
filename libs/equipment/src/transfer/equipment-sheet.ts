import type { CellValue } from 'exceljs';
import type { MessageKey } from '@gengyun/contracts';

export type ColumnKind = 'code' | 'text' | 'ref' | 'status' | 'running' | 'date' | 'decimal';

export interface SheetColumn {
  key: 'asset_code' | 'asset_name' | 'type' | 'model' | 'position' | 'status' | 'running_status' | 'supplier' | 'manufacturer' | 'purchase_date' | 'purchase_cost' | 'warranty_start' | 'warranty_end' | 'specification' | 'remark';
  kind: ColumnKind;
  /** The field's name in row messages (a `{ key }` param, read in the reader's language, whatever the sheet's). */
  label: MessageKey;
  required?: boolean;
  max?: number;
}

/** The import template, also the export layout (an export can be edited and imported back with overlay). */
export const COLUMNS: readonly SheetColumn[] = [
  { key: 'asset_code', kind: 'code', label: 'equipment.ledger.fields.code', required: true },
  { key: 'asset_name', kind: 'text', label: 'equipment.ledger.fields.name', required: true, max: 100 },
  { key: 'type', kind: 'ref', label: 'equipment.ledger.fields.type' },
  { key: 'model', kind: 'ref', label: 'equipment.ledger.fields.model' },
  { key: 'position', kind: 'ref', label: 'equipment.ledger.fields.position' },
  { key: 'status', kind: 'status', label: 'equipment.ledger.fields.status', required: true },
  { key: 'running_status', kind: 'running', label: 'equipment.ledger.fields.runningStatus' },
  { key: 'supplier', kind: 'ref', label: 'equipment.ledger.fields.supplier' },
  { key: 'manufacturer', kind: 'ref', label: 'equipment.ledger.fields.manufacturer' },
  { key: 'purchase_date', kind: 'date', label: 'equipment.ledger.fields.purchaseDate' },
  { key: 'purchase_cost', kind: 'decimal', label: 'equipment.ledger.fields.purchaseCost' },
  { key: 'warranty_start', kind: 'date', label: 'equipment.ledger.fields.warrantyStart' },
  { key: 'warranty_end', kind: 'date', label: 'equipment.ledger.fields.warrantyEnd' },
  { key: 'specification', kind: 'text', label: 'equipment.ledger.fields.specification', max: 255 },
  { key: 'remark', kind: 'text', label: 'equipment.ledger.fields.remark', max: 500 },
];

export const SHEET_KEY: MessageKey = 'equipment.import.sheet';
export const columnKey = (c: SheetColumn): MessageKey => `equipment.import.col.${c.key}` as MessageKey;

/** A cell as plain data: text trimmed, numbers, dates; rich text, hyperlinks and formulas unwrapped. */
export type Plain = string | number | Date | boolean | null;
export function plain(value: CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return plain(value.richText.map((r) => r.text).join(''));
    if ('text' in value && typeof value.text === 'string') return plain(value.text);
    if ('result' in value) return plain((value.result ?? null) as CellValue);
    if ('error' in value) return null;
  }
  return null;
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
