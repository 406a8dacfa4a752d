import { WORKFLOW_ORDER_FIELDS } from '@gengyun/contracts';
import type { WorkOrder } from '../../order/work-order.entity';
import type { JuelValue } from './juel';

const ORDER_FIELDS: readonly string[] = WORKFLOW_ORDER_FIELDS;

/** A field of the order by the code a template names: the order's own columns, else its custom field values. */
export function orderField(order: WorkOrder, handlerIds: readonly number[], code: string): unknown {
  if (code === 'handler_ids') return handlerIds;
  if (ORDER_FIELDS.includes(code)) return (order as unknown as Record<string, unknown>)[code];
  const custom = order.custom_fields ? (JSON.parse(order.custom_fields) as Record<string, unknown>) : {};
  return custom[code];
}

/** The value a condition compares: lists and objects are not comparable (null). */
export function conditionValue(order: WorkOrder, handlerIds: readonly number[], code: string): JuelValue {
  const v = orderField(order, handlerIds, code);
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

/** Empty: absent, null, blank text or an empty list. */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);
