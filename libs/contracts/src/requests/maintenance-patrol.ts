import type { CheckValue, HolidayRule, PlanTrigger, TriggerMode } from '../enums/maintenance';
import type { PatrolTaskStatus } from '../enums/maintenance-patrol';

/** Request bodies of spot-check and patrol inspection (issue 14 item 5). */

/** `/patrolPoint/add`, `/patrolPoint/update` (with the id and version). */
export type PatrolPointRequest = {
  name: string;
  location_id: number;
  equipment_id?: number | null;
  qr_content: string;
  nfc_tag_id?: string | null;
  latitude: number;
  longitude: number;
  range_m: number;
  window_start?: string | null;
  window_end?: string | null;
  task_template_id: number;
  allow_manual_check_in?: boolean;
  enabled?: boolean;
};

/** `/patrolRoute/add`, `/patrolRoute/update` (with the id and version): the points in walking order. */
export type PatrolRouteRequest = {
  name: string;
  tolerance_minutes?: number;
  remark?: string | null;
  points: Array<{ point_id: number; offset_minutes: number }>;
};

/** `/patrolPlan/add`, `/patrolPlan/update` (with the id and version). */
export type PatrolPlanRequest = {
  name: string;
  route_id: number;
  person_in_charge_id: number;
  /** One inspector, or a pool whose members take the task at their first check-in. */
  assignee_id?: number | null;
  pool_id?: number | null;
  work_order_type_id: number;
  start_date: string;
  end_date?: string | null;
  due_time?: string;
  duration_minutes: number;
  triggers: PlanTrigger[];
  trigger_mode?: TriggerMode;
  holiday_rule?: HolidayRule;
  enabled?: boolean;
};

/** `/patrolTask/pageList` filters. */
export type PatrolTaskPageRequest = { date?: string; status?: PatrolTaskStatus; plan_id?: number; route_id?: number };

/** `/patrolTask/map`: one day's tasks (today on the enterprise's clock unless given). */
export type PatrolMapRequest = { date?: string };

/** `/patrolTask/checkIn`: the point by its QR content or NFC tag id, with where the phone is. */
export type PatrolCheckInRequest = { task_id: number; qr_content?: string; nfc_tag_id?: string; latitude?: number; longitude?: number };

/** `/patrolTask/position`: where the phone is while its inspector walks the task (sent every so often, between check-ins). */
export type PatrolPositionRequest = { task_id: number; latitude: number; longitude: number };

/** `/patrolTask/submit`: the results of a checked-in point, one per item of its checklist. */
export type PatrolSubmitRequest = { task_point_id: number; results: Array<{ item_id: number; value: CheckValue }> };
