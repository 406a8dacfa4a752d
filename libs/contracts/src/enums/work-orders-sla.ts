import type { WorkOrderStatus } from './work-orders';

/**
 * Statuses in which nobody has taken the work up yet: the response deadline applies, and the overdue sweep moves an
 * order still here after it to `overdue` (the transition table's `markOverdue` cells).
 */
export const RESPONSE_SLA_STATUSES: readonly WorkOrderStatus[] = ['toAssign', 'toAccept', 'transferred', 'returned', 'toRepair'];
/** Work in progress: the completion deadline (`due_time`) applies; past it the sweep flags the order late. */
export const COMPLETION_SLA_STATUSES: readonly WorkOrderStatus[] = ['processing', 'suspended', 'rejected'];

/** Which of an order's deadlines counts now. */
export type WorkOrderSlaKind = 'response' | 'completion';

/** What the clock reads from an order; times as the server holds them (Date) or as they are sent (ISO text). */
export interface WorkOrderSlaSource<T> {
  status: WorkOrderStatus;
  create_time: T;
  response_deadline: T | null;
  due_time: T | null;
  suspended_time: T | null;
}

/** The deadline that applies now: from when it runs (`start`), until when, and since when it stands still (suspended). */
export interface WorkOrderSlaClockOf<T> {
  kind: WorkOrderSlaKind;
  start: T;
  deadline: T;
  paused_since: T | null;
}

/**
 * The order's running deadline: the response deadline until someone takes the work up (and once overdue), the
 * completion deadline while the work is in progress — paused while suspended. None for drafts, orders waiting for
 * approval, finished work and ended orders.
 */
export function workOrderSlaClock<T>(order: WorkOrderSlaSource<T>): WorkOrderSlaClockOf<T> | null {
  if ((RESPONSE_SLA_STATUSES.includes(order.status) || order.status === 'overdue') && order.response_deadline !== null) {
    return { kind: 'response', start: order.create_time, deadline: order.response_deadline, paused_since: null };
  }
  if (COMPLETION_SLA_STATUSES.includes(order.status) && order.due_time !== null) {
    return { kind: 'completion', start: order.create_time, deadline: order.due_time, paused_since: order.status === 'suspended' ? order.suspended_time : null };
  }
  return null;
}

/** How a clock reads at a moment: time left in ms (negative once past), and its colour band. */
export type WorkOrderSlaBand = 'ok' | 'near' | 'over';

/** Under an hour, or under a fifth of the whole span, is "near". */
export const SLA_NEAR_MS = 3_600_000;
export const SLA_NEAR_SHARE = 0.2;

export function readSlaClock(clock: WorkOrderSlaClockOf<string | Date>, now: number): { leftMs: number; band: WorkOrderSlaBand } {
  const ms = (v: string | Date): number => new Date(v).getTime();
  const at = clock.paused_since === null ? now : Math.min(now, ms(clock.paused_since));
  const leftMs = ms(clock.deadline) - at;
  const span = ms(clock.deadline) - ms(clock.start);
  const band: WorkOrderSlaBand = leftMs <= 0 ? 'over' : leftMs < SLA_NEAR_MS || leftMs < span * SLA_NEAR_SHARE ? 'near' : 'ok';
  return { leftMs, band };
}
