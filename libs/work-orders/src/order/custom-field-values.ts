import { Injectable } from '@nestjs/common';
import { OPTION_DATA_TYPES, type WorkOrderTypeField } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { BatchReads } from './batch-reads';

const MULTIPLE = new Set(['multiSelect', 'checkbox', 'file', 'image']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The file ids a checked custom-field JSON holds in its file and picture fields (bound to the order with its attachments). */
export function customFileIds(fields: readonly WorkOrderTypeField[], stored: string | null): Array<{ id: number; field: WorkOrderTypeField }> {
  const values = stored ? (JSON.parse(stored) as Record<string, unknown>) : {};
  return fields
    .filter((f) => f.data_type === 'file' || f.data_type === 'image')
    .flatMap((field) => (Array.isArray(values[field.code]) ? (values[field.code] as number[]).map((id) => ({ id, field })) : []));
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether one value fits a field's data type (options are checked apart). */
function fits(field: WorkOrderTypeField, value: unknown): boolean {
  switch (field.data_type) {
    case 'number':
      return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(value));
    case 'integer':
      return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^-?\d{1,15}$/.test(value));
    case 'date':
      return typeof value === 'string' && DATE.test(value);
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'switch':
      return typeof value === 'boolean';
    case 'file':
    case 'image':
      return typeof value === 'number' && Number.isInteger(value) && value > 0;
    case 'text':
    case 'textarea':
    case 'select':
    case 'multiSelect':
    case 'radio':
    case 'checkbox':
      return (typeof value === 'string' && value.length <= 2000) || typeof value === 'number';
  }
}

/**
 * The custom field values of a work order, checked against its type's fields: keys are the fields' codes, required
 * fields (never hidden ones) have a value, each value fits the field's data type, option fields take one of the type's
 * options (or, when the type narrows none, of the field's option list). Answers the JSON to store.
 */
@Injectable()
export class CustomFieldValues {
  constructor(private readonly options: OptionsService) {}

  async check(ctx: AuthContext, fields: readonly WorkOrderTypeField[], values: Record<string, unknown> | undefined, reads: BatchReads = BatchReads.direct): Promise<string | null> {
    const given = values ?? {};
    const byCode = new Map(fields.map((f) => [f.code, f]));
    for (const code of Object.keys(given)) {
      if (!byCode.has(code)) throw new BusinessError('workOrder.errors.customFieldUnknown', 422, [code], { fields: { custom_fields: 'unknown' } });
    }
    const kept: Record<string, unknown> = {};
    for (const field of fields) {
      const value = given[field.code];
      if (isEmpty(value)) {
        if (field.required && !field.hidden) throw new BusinessError('common.validation.required', 422, [field.name], { fields: { [field.code]: 'isNotEmpty' } });
        continue;
      }
      const list = MULTIPLE.has(field.data_type) ? value : [value];
      if (!Array.isArray(list) || list.length > 100 || !list.every((v) => fits(field, v))) {
        throw new BusinessError('workOrder.errors.customFieldValue', 422, [field.name], { fields: { [field.code]: 'invalid' } });
      }
      if (OPTION_DATA_TYPES.includes(field.data_type)) await this.checkOptions(ctx, field, list, reads);
      kept[field.code] = value;
    }
    return Object.keys(kept).length ? JSON.stringify(kept) : null;
  }

  private async checkOptions(ctx: AuthContext, field: WorkOrderTypeField, values: unknown[], reads: BatchReads): Promise<void> {
    for (const value of values) {
      const key = field.option_key;
      const allowed = field.options ? field.options.includes(String(value)) : key && (await reads.once(`option:${JSON.stringify([key, String(value)])}`, () => this.options.item(ctx, key, String(value))));
      if (!allowed) throw new BusinessError('workOrder.errors.customFieldOption', 422, [field.name], { fields: { [field.code]: 'isIn' } });
    }
  }
}
