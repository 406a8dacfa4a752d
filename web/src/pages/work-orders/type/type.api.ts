import type { FieldRow, Page, WorkOrderTypeFieldRequest, WorkOrderTypeRequest, WorkOrderTypeRow } from '@gengyun/contracts';
import { useActionMutation, useCallQuery, usePagedQuery, OPTIONS_STALE_MS, type PagedParams } from '@/api/hooks';
import { poolKeys } from '../pool/pool.api';

export type { FieldRow, WorkOrderTypeRow };

export const PRIORITY_LEVELS = [1, 2, 3, 4, 5] as const;

export const typeKeys = {
  all: ['workOrderType'] as const,
  list: ['workOrderType', 'list'] as const,
  fields: ['workOrderType', 'fieldLibrary'] as const,
};

/** A priority level as the form shows it: limits in hours. */
export interface LevelInput {
  level: number;
  response_hours: number;
  completion_hours: number;
}

/** A custom field as the form holds it (its allowed options are kept as the type had them). */
export type FieldInput = Pick<WorkOrderTypeFieldRequest, 'field_id'> & { required: boolean; hidden: boolean };

/** The type form's values. */
export interface TypeInput {
  code: string;
  name: string;
  default_pool_id?: number | null;
  default_template_id?: number | null;
  enabled: boolean;
  show_fee: boolean;
  show_labour_cost: boolean;
  show_parts_cost: boolean;
  sort?: number;
  remark?: string;
  levels: LevelInput[];
  fields: FieldInput[];
}

const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
/** Hours → whole minutes, at least one (the server counts minutes). */
export const minutes = (value: number): number => Math.max(1, Math.round(value * 60));

/** A new type: enabled, costs shown, every level 1 h to respond and 24 h to complete. */
export const EMPTY_TYPE: TypeInput = {
  code: '',
  name: '',
  default_pool_id: undefined,
  default_template_id: undefined,
  enabled: true,
  show_fee: true,
  show_labour_cost: true,
  show_parts_cost: true,
  sort: 0,
  remark: '',
  levels: PRIORITY_LEVELS.map((level) => ({ level, response_hours: 1, completion_hours: 24 })),
  fields: [],
};

/** A stored type → the form's values (minutes shown as hours). */
export const typeInput = (row: WorkOrderTypeRow): TypeInput => ({
  code: row.code,
  name: row.name,
  default_pool_id: row.default_pool_id ?? undefined,
  default_template_id: row.default_template_id ?? undefined,
  enabled: row.enabled,
  show_fee: row.show_fee,
  show_labour_cost: row.show_labour_cost,
  show_parts_cost: row.show_parts_cost,
  sort: row.sort,
  remark: row.remark ?? '',
  levels: PRIORITY_LEVELS.map((level) => {
    const stored = row.levels.find((l) => l.level === level);
    return stored
      ? { level, response_hours: hours(stored.response_minutes), completion_hours: hours(stored.completion_minutes) }
      : { level, response_hours: 1, completion_hours: 24 };
  }),
  fields: [...row.fields]
    .sort((a, b) => a.sort - b.sort)
    .map((field) => ({ field_id: field.field_id, required: field.required, hidden: field.hidden })),
});

/** SPEC section 5, as the server checks it: a hidden field is never required. */
export const hiddenRequiredError = (field: Pick<FieldInput, 'hidden' | 'required'>): 'common.validation.hiddenRequired' | null =>
  field.hidden && field.required ? 'common.validation.hiddenRequired' : null;

/**
 * What the form sends: trimmed texts, limits in minutes, fields in the order shown (hidden ones not required). A field
 * the type already had keeps its allowed options.
 */
export const typeBody = (values: TypeInput, row?: WorkOrderTypeRow): WorkOrderTypeRequest & Record<string, unknown> => ({
  code: values.code.trim(),
  name: values.name.trim(),
  default_pool_id: values.default_pool_id ?? undefined,
  default_template_id: values.default_template_id ?? undefined,
  enabled: values.enabled,
  show_fee: values.show_fee,
  show_labour_cost: values.show_labour_cost,
  show_parts_cost: values.show_parts_cost,
  sort: values.sort ?? 0,
  remark: values.remark?.trim() || undefined,
  levels: values.levels.map((level, index) => ({
    level: index + 1,
    response_minutes: minutes(level.response_hours),
    completion_minutes: minutes(level.completion_hours),
  })),
  fields: (values.fields ?? []).map((field, index) => {
    const options = row?.fields.find((stored) => stored.field_id === field.field_id)?.options;
    return {
      field_id: field.field_id,
      required: field.hidden ? false : Boolean(field.required),
      hidden: Boolean(field.hidden),
      ...(options ? { options } : {}),
      sort: index,
    };
  }),
});

export const useTypePage = (params: PagedParams) => usePagedQuery<WorkOrderTypeRow>(typeKeys.list, '/workOrderType/pageList', params);

/** The field library (the first 100 fields), for the custom-field picker. */
export const useFieldLibrary = () =>
  useCallQuery<Page<FieldRow>>(typeKeys.fields, '/field/pageList', { pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: OPTIONS_STALE_MS });

/** Deleting or saving a type can change which pools are in use. */
const invalidate = [typeKeys.all, poolKeys.all];
export const useSaveType = (onSuccess?: () => void) => ({
  add: useActionMutation<Record<string, unknown>>('/workOrderType/add', { invalidate, onSuccess }),
  update: useActionMutation<Record<string, unknown>>('/workOrderType/update', { invalidate, onSuccess }),
});
export const useDeleteType = () => useActionMutation<{ id: number }>('/workOrderType/delete', { invalidate });
