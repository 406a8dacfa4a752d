import type { WorkOrderAction, WorkOrderSource } from '../enums/work-orders';

/** Request bodies of the work-orders area (the DTOs implement them; the web's forms send them). */

export type WorkOrderTypeLevelRequest = { level: number; response_minutes: number; completion_minutes: number };
export type WorkOrderTypeFieldRequest = { field_id: number; required?: boolean; hidden?: boolean; options?: string[]; sort?: number };

/** `/workOrderType/add`, `/workOrderType/update` (with the id). */
export type WorkOrderTypeRequest = {
  code: string;
  name: string;
  default_pool_id?: number | null;
  default_template_id?: number | null;
  enabled?: boolean;
  show_fee?: boolean;
  show_labour_cost?: boolean;
  show_parts_cost?: boolean;
  sort?: number;
  remark?: string;
  /** One per level 1–5. */
  levels: WorkOrderTypeLevelRequest[];
  fields?: WorkOrderTypeFieldRequest[];
};

/** `/workOrderPool/add`, `/workOrderPool/update` (with the id). */
export type WorkOrderPoolRequest = { name: string; member_ids?: number[]; remark?: string };

/** `/workOrder/add`. */
export type WorkOrderRequest = {
  title: string;
  type_id: number;
  priority: number;
  person_in_charge_id: number;
  pool_id?: number | null;
  equipment_id?: number | null;
  location_id?: number | null;
  description?: string;
  /** ISO time; omitted: the type's completion limit for the priority. */
  due_time?: string;
  handler_ids?: number[];
  fee?: string;
  source?: WorkOrderSource;
  source_id?: number;
  parent_id?: number | null;
  custom_fields?: Record<string, unknown>;
  /** A client token for this submission: a second submit with it is refused. */
  request_id?: string;
};

/** `/workOrder/update`: the same fields (handlers change through actions), at the version the caller saw. */
export type WorkOrderUpdateRequest = Omit<WorkOrderRequest, 'handler_ids' | 'source' | 'source_id' | 'request_id'> & { id: number; version: number };

/** `/workOrder/act`: one action of the status machine on one order, at the version the caller saw. */
export type WorkOrderActRequest = {
  id: number;
  version: number;
  action: WorkOrderAction;
  note?: string;
  /** `assign`: the handlers. */
  handler_ids?: number[];
  /** `transfer`: the new handler (not the caller). */
  transfer_to?: number;
  /** `evaluate`: 1–5, with an optional comment in `note`. */
  score?: number;
  request_id?: string;
};

/** `/workOrder/batchAssign`: orders in processing or pending confirmation, all of one type. */
export type WorkOrderBatchAssignRequest = { ids: number[]; handler_ids?: number[]; person_in_charge_id?: number; note?: string; request_id?: string };

/** `/workOrder/pageList` filters. */
export type WorkOrderPageRequest = {
  pageNumber?: number;
  pageSize?: number;
  keyword?: string;
  status?: string[];
  type_id?: number;
  priority?: number;
  location_id?: number;
  equipment_id?: number;
  parent_id?: number;
  /** Only the caller's own orders (person in charge or handler). */
  mine?: boolean;
  /** Only orders not reported done whose due time has passed (the overview's "past due"). */
  past_due?: boolean;
  /** Created from / to (ISO times). */
  start?: string;
  end?: string;
};
