import type { z } from 'zod';
import type { AlarmCountAnswer, AlarmPushShape } from './answers/alarms';
import type { WorkOrderPushShape } from './answers/work-orders';
import type { ServiceRequestStatus } from './enums/work-orders-service-requests';
/** Socket.IO events the server pushes to browsers, by name → payload. */
export interface ClientEventMap extends MeterClientEvents, EquipmentClientEvents, PatrolClientEvents {
  'notice.published': { id: number; title: string };
  'message.new': { id: number; title: string; unread: number };
  'session.revoked': { reason: string };
  'job.progress': { id: string; queue: string; progress: number; status: JobStatus };
  /** Sent to the enterprise room and its `alarms` room; clients upsert by id (a re-trigger repeats `alarm.raised`). */
  'alarm.raised': AlarmPush;
  'alarm.acknowledged': AlarmPush;
  'alarm.cleared': AlarmPush;
  'alarm.closed': AlarmPush;
  /** The header counter; the same numbers as POST /alarm/openCount (use that on reconnect). */
  'alarm.count': AlarmCount;
  /** A work order was created or changed status, handlers or fields; lists patch the row by id (newer version wins). */
  'workOrder.changed': WorkOrderPush;
  /**
   * A line was added to an order's timeline without changing the order (its version stays): the alarm it was opened
   * from cleared. Sent to the order's audience as `workOrder.changed` is; open details re-read.
   */
  'workOrder.noted': WorkOrderNote;
  /** A service request was raised, converted or rejected; lists re-read (to those whose scope covers it, and its requester). */
  'serviceRequest.changed': ServiceRequestPush;
}

/** A timeline line of an order as pushed to browsers (`note`: the line's text, e.g. when the alarm cleared). */
export interface WorkOrderNote {
  id: number;
  code: string;
  action: 'alarmCleared';
  note: string | null;
}

/** A service request as pushed to browsers. */
export interface ServiceRequestPush {
  id: number;
  code: string;
  status: ServiceRequestStatus;
  version: number;
  location_id: number | null;
}

/** A work order as pushed to browsers; the shape is answers/work-orders.ts's. */
export type WorkOrderPush = z.infer<typeof WorkOrderPushShape>;

/** An alarm as pushed to browsers (times ISO 8601 UTC); the shape is answers/alarms.ts's. */
export type AlarmPush = z.infer<typeof AlarmPushShape>;

/** Open alarms (raised or acknowledged) and, of those, the ones nobody acknowledged yet. */
export type AlarmCount = z.infer<typeof AlarmCountAnswer>;

/** Export/import job status (SPEC: 0 waiting, 1 running, 2 done); 3 marks a failure. */
export const JobStatus = { waiting: 0, running: 1, done: 2, failed: 3 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/** Rooms a client may join besides its enterprise room. */
export type ClientRoom = `meter:${number}` | 'alarms' | 'workorders' | `dashboard:${number}`;

export const entRoom = (enterpriseId: number): string => `ent:${enterpriseId}`;
export const userRoom = (userId: number): string => `user:${userId}`;

/** What a client sends: join or leave one of its enterprise's rooms; the ack says whether it worked. */
export interface ServerEventMap {
  subscribe: { room: ClientRoom };
  unsubscribe: { room: ClientRoom };
}
/** `forbidden`: the session may not see what the room carries (its permission or data scope). */
export type SubscribeAck = { ok: true } | { ok: false; reason: 'invalidRoom' | 'forbidden' };

const CLIENT_ROOM = /^(?:(?:meter|dashboard):[1-9]\d{0,15}|alarms|workorders)$/;
export const isClientRoom = (room: unknown): room is ClientRoom => typeof room === 'string' && CLIENT_ROOM.test(room);

/** Meter events (iot): the latest reading of a meter (throttled per meter), and online/offline changes. */
export interface MeterClientEvents {
  /** `ts` is epoch ms; `values` the meter's latest value per quantity within the throttle window. */
  'meter.reading': { meterId: number; meterCode: string; meterType: string; ts: number; values: Record<string, number> };
  /** `at` is an ISO time. */
  'meter.status': { meterId: number; status: 'online' | 'offline'; at: string };
}

/** A map marker's live fields (equipment): `running_status_id` 1 running … 3 fault; clients patch the marker by id. */
export interface EquipmentMarkerPush {
  id: number;
  running_status_id: number;
  is_fault: boolean;
}

/** Equipment events: a marker's state after a meter of it went on- or offline or an alarm of it opened or ended. */
export interface EquipmentClientEvents {
  'equipment.marker': EquipmentMarkerPush;
}

/**
 * A patrol task's progress changed (a check-in, a submission, the sweep's late or missed marks): to those who may list
 * patrol tasks and whose scope covers the route, and to its inspector; maps and lists re-read the task.
 */
export interface PatrolClientEvents {
  'patrolTask.progress': { id: number; route_id: number; status: 'pending' | 'inProgress' | 'done' | 'missed'; points_done: number; points_total: number; late: boolean };
}
