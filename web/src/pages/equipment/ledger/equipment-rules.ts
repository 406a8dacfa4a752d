import {
  ADD_STATUSES,
  ASSET_CODE_PATTERN,
  COST_PATTERN,
  EQUIPMENT_STATUS_LABELS,
  EQUIPMENT_STATUSES,
  EquipmentStatus,
  FREE_STATUSES,
  LOCKED_STATUSES,
  RUNNING_STATUS_LABELS,
  RUNNING_STATUSES,
  type MessageKey,
} from '@gengyun/contracts';
import type { StatusOptions } from '@/components/StatusTag';
import { remarkText } from '@/i18n/remark-text';
import type { EquipmentRow } from './equipment.api';

/** Asset statuses (the `status` dictionary): 1 in use, 2 idle, 3 scrapped, 4 in storage, 5 not in storage, 6 obsolete. */
export { ADD_STATUSES, EquipmentStatus, FREE_STATUSES, LOCKED_STATUSES };
export const STATUS_VALUES = EQUIPMENT_STATUSES;
export const RUNNING_VALUES = RUNNING_STATUSES;
/** Label-key suffixes of `equipment.status.*` and `equipment.running.*`. */
export const STATUS_KEYS = { 1: 'inUse', 2: 'idle', 3: 'scrapped', 4: 'inStorage', 5: 'notInStorage', 6: 'obsolete' } as const;
export const RUNNING_KEYS = { 1: 'running', 2: 'stopped', 3: 'fault', 4: 'maintenance' } as const;

const STATUS_COLOURS = { 1: 'success', 2: 'warning', 3: 'error', 4: 'processing', 5: 'default', 6: 'default' } as const;
export const STATUS_OPTIONS: StatusOptions = Object.fromEntries(EQUIPMENT_STATUSES.map((s) => [s, { labelKey: EQUIPMENT_STATUS_LABELS[s], color: STATUS_COLOURS[s] }]));

const RUNNING_COLOURS = { 1: 'success', 2: 'default', 3: 'error', 4: 'warning' } as const;
export const RUNNING_OPTIONS: StatusOptions = Object.fromEntries(RUNNING_STATUSES.map((s) => [s, { labelKey: RUNNING_STATUS_LABELS[s], color: RUNNING_COLOURS[s] }]));

/** A new equipment starts "not in storage" unless chosen otherwise (SPEC section 4: locked and free statuses above). */
export const DEFAULT_STATUS = EquipmentStatus.notInStorage;

export const isStatusLocked = (status: number | null | undefined): boolean => status !== null && status !== undefined && LOCKED_STATUSES.includes(Number(status));

/** Statuses the form offers: on add, all but scrapped; on edit, the free ones (or only the current one when locked). */
export function statusChoices(current: number | null | undefined, adding: boolean): number[] {
  if (adding) return [...ADD_STATUSES];
  if (isStatusLocked(current)) return [Number(current)];
  return [...FREE_STATUSES];
}

/** Scrap is offered for anything not already scrapped (scrapping is final). */
export const canScrap = (row: Pick<EquipmentRow, 'status'> | undefined): boolean => Boolean(row) && Number(row?.status) !== EquipmentStatus.scrapped;

/** Server patterns (AddEquipmentDto). */
export const CODE_PATTERN = ASSET_CODE_PATTERN;
export { COST_PATTERN };

/** Form values of the equipment form. */
export interface EquipmentInput {
  asset_code: string;
  asset_name: string;
  type_id?: number;
  model_id?: number;
  position_id?: number;
  parent_id?: number;
  status?: number;
  running_status_id?: number;
  supplier_id?: number;
  manufacturer_id?: number;
  warranty_start?: string;
  warranty_end?: string;
  purchase_date?: string;
  purchase_cost?: string;
  specification?: string;
  remark?: string;
  custom_fields?: Record<string, unknown>;
}

/** SPEC section 5: at least one of device type or device model. */
export const typeOrModelError = (values: Pick<EquipmentInput, 'type_id' | 'model_id'>): MessageKey | null =>
  values.type_id || values.model_id ? null : 'equipment.errors.typeOrModel';

/** Warranty end may not come before its start. */
export const warrantyError = (values: Pick<EquipmentInput, 'warranty_start' | 'warranty_end'>): MessageKey | null =>
  values.warranty_start && values.warranty_end && values.warranty_start > values.warranty_end ? 'common.validation.startBeforeEnd' : null;

const trimmed = (text: string | undefined): string | undefined => (text === undefined ? undefined : text.trim());
const compact = (fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined => {
  if (!fields) return undefined;
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '' && value !== null);
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/**
 * Form values → the body of /equipment/add (no id) or /equipment/update. Texts trimmed, custom fields without
 * blanks; on update a locked status is left out (the server refuses any status change from it).
 */
export function toEquipmentBody(values: EquipmentInput, current?: Pick<EquipmentRow, 'id' | 'status'>): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...values,
    asset_code: trimmed(values.asset_code),
    asset_name: trimmed(values.asset_name),
    purchase_cost: trimmed(values.purchase_cost) || undefined,
    specification: trimmed(values.specification),
    remark: trimmed(values.remark),
    custom_fields: compact(values.custom_fields),
  };
  if (!current) return body;
  if (isStatusLocked(current.status) || Number(values.status) === Number(current.status)) delete body.status;
  return { ...body, id: current.id };
}

/** A stored row → form values. */
export const toEquipmentInput = (row: EquipmentRow): EquipmentInput => ({
  asset_code: row.asset_code,
  asset_name: row.asset_name,
  type_id: row.type_id ?? undefined,
  model_id: row.model_id ?? undefined,
  position_id: row.position_id ?? undefined,
  parent_id: row.parent_id ?? undefined,
  status: row.status,
  running_status_id: row.running_status_id ?? undefined,
  supplier_id: row.supplier_id ?? undefined,
  manufacturer_id: row.manufacturer_id ?? undefined,
  warranty_start: row.warranty_start ?? undefined,
  warranty_end: row.warranty_end ?? undefined,
  purchase_date: row.purchase_date ?? undefined,
  purchase_cost: row.purchase_cost === null || row.purchase_cost === undefined ? undefined : String(row.purchase_cost),
  specification: row.specification ?? undefined,
  remark: row.remark ?? undefined,
  custom_fields: row.custom_fields ?? {},
});

export { remarkText };

/** Label key of a status / running status value. */
export const statusLabel = (status: number): MessageKey => `equipment.status.${STATUS_KEYS[status as keyof typeof STATUS_KEYS] ?? 'inUse'}`;
export const runningLabel = (running: number): MessageKey => `equipment.running.${RUNNING_KEYS[running as keyof typeof RUNNING_KEYS] ?? 'running'}`;
