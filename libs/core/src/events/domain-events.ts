import type { AlarmCount, AlarmPush, JobStatus } from '@gengyun/contracts';
import type { MeterType } from '../mqtt/mqtt-topics';

/**
 * Domain events by name → payload. Services emit these on the EventBus and never touch Socket.IO; the
 * realtime bridge maps them to browser events. An area adds its events here.
 */
export interface DomainEventMap {
  'notice.published': { enterpriseId: number; id: number; title: string };
  'message.created': { enterpriseId: number; userId: number; id: number; title: string; unread: number };
  /** A session was logged out, expired or revoked by an administrator: its sockets are told and closed. */
  'session.revoked': { enterpriseId: number; userId: number; sessionId: number; reason: string };
  'job.progress': { enterpriseId: number; userId: number; id: string; queue: string; progress: number; status: JobStatus };
  /** A batch of one meter's readings, emitted after it is durably written (iot ingest). `ts` is epoch ms. */
  'iot.readings': {
    enterpriseId: number;
    meterId: number;
    meterCode: string;
    meterType: MeterType;
    readings: Array<{ ts: number; values: Record<string, number> }>;
  };
  /**
   * One validated reading, as soon as ingest has accepted it and before its batch is written: live values for
   * screens, which must not wait for the batch window. Rules and anything stored act on `iot.readings`.
   */
  'iot.reading.accepted': { enterpriseId: number; meterId: number; meterCode: string; meterType: MeterType; ts: number; values: Record<string, number> };
  /** A meter went offline (no data for its offline_after_seconds) or came back online. */
  'iot.meter.status': { enterpriseId: number; meterId: number; status: 'online' | 'offline'; at: Date };
  /** Alarm lifecycle (iot alarms); `alarm.raised` is emitted again when an open alarm re-triggers. */
  'alarm.raised': { enterpriseId: number; alarm: AlarmPush };
  'alarm.acknowledged': { enterpriseId: number; alarm: AlarmPush };
  'alarm.cleared': { enterpriseId: number; alarm: AlarmPush };
  'alarm.closed': { enterpriseId: number; alarm: AlarmPush };
  'alarm.count': { enterpriseId: number } & AlarmCount;
}

export type DomainEventName = keyof DomainEventMap;
