import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { Page, WorkOrderRequest, WorkOrderTypeField, WorkOrderTypeRow, WorkOrderUpdateRequest } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';
import { useActionMutation, useCallQuery, OPTIONS_STALE_MS } from '@/api/hooks';
import { workOrderKeys, type WorkOrderRow } from '../work-order.api';

export type { WorkOrderTypeField };

export const orderFormKeys = {
  types: ['workOrderForm', 'types'] as const,
  type: (id: number) => ['workOrderForm', 'type', id] as const,
};

/** The order form's values; `custom_fields` is keyed by field code as the type defines them. */
export interface OrderInput {
  title: string;
  type_id?: number;
  priority: number;
  equipment_id?: number;
  location_id?: number;
  description?: string;
  due_time?: Dayjs | null;
  person_in_charge_id?: number;
  pool_id?: number;
  fee?: string;
  custom_fields: Record<string, unknown>;
}

/** A client token for one submission (the server refuses a second submit carrying it). */
export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const EMPTY_ORDER: OrderInput = { title: '', priority: 3, custom_fields: {} };

/** A stored order → the form's values. */
export const orderInput = (row: WorkOrderRow): OrderInput => ({
  title: row.title,
  type_id: row.type_id,
  priority: row.priority,
  equipment_id: row.equipment_id ?? undefined,
  location_id: row.location_id ?? undefined,
  description: row.description ?? '',
  due_time: row.due_time ? dayjs(row.due_time) : null,
  person_in_charge_id: row.person_in_charge_id,
  pool_id: row.pool_id ?? undefined,
  fee: row.fee ?? '',
  custom_fields: { ...row.custom_fields },
});

const empty = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What the form sends. With equipment the location is left to the server (it is the equipment's); hidden custom fields
 * and empty values are not sent; a date is `YYYY-MM-DD`, a date-time ISO.
 */
export function orderBody(values: OrderInput, fields: readonly WorkOrderTypeField[]): WorkOrderRequest & Record<string, unknown> {
  const custom: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values.custom_fields?.[field.code];
    if (field.hidden || empty(value)) continue;
    if (dayjs.isDayjs(value)) custom[field.code] = field.data_type === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
    else custom[field.code] = value;
  }
  return {
    title: values.title.trim(),
    type_id: values.type_id as number,
    priority: values.priority,
    person_in_charge_id: values.person_in_charge_id as number,
    pool_id: values.pool_id ?? null,
    equipment_id: values.equipment_id ?? null,
    location_id: values.equipment_id ? undefined : (values.location_id ?? null),
    description: values.description?.trim() || undefined,
    due_time: values.due_time ? values.due_time.toISOString() : undefined,
    fee: values.fee?.trim() || undefined,
    custom_fields: custom,
  };
}

export type OrderUpdateBody = WorkOrderUpdateRequest & Record<string, unknown>;

/** The form fields a refusal names (`content.fields`): a custom field by its code, the others by name. */
export function refusedFields(error: unknown, fields: readonly WorkOrderTypeField[]): Array<{ name: Array<string | number>; errors: string[] }> {
  if (!(error instanceof ApiError) || !error.content?.fields) return [];
  const codes = new Set(fields.map((f) => f.code));
  const known = new Set(['title', 'type_id', 'priority', 'person_in_charge_id', 'pool_id', 'equipment_id', 'location_id', 'description', 'due_time', 'fee']);
  return Object.keys(error.content.fields)
    .map((key) => (codes.has(key) ? ['custom_fields', key] : key === 'custom_fields' || known.has(key) ? [key] : null))
    .filter((name): name is string[] => name !== null)
    .map((name) => ({ name, errors: [error.message] }));
}

/** Enabled types (up to 100) for the type select. */
export const useTypeOptions = () =>
  useCallQuery<Page<WorkOrderTypeRow>>(orderFormKeys.types, '/workOrderType/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

/** The chosen type with its custom fields (required, hidden, allowed options). */
export const useTypeDetail = (id: number | undefined) =>
  useCallQuery<WorkOrderTypeRow>(orderFormKeys.type(id ?? 0), '/workOrderType/detail', { id }, { silent: true, enabled: !!id });

/** Saving shows the refusal in the form itself, not as a toast. */
export const useSaveOrder = (onSuccess: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/workOrder/add', { invalidate: [workOrderKeys.all], onSuccess, silent: true }),
  update: useActionMutation<Record<string, unknown>>('/workOrder/update', { invalidate: [workOrderKeys.all], onSuccess, silent: true }),
});
