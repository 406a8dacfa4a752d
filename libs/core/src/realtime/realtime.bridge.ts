import { Injectable, type OnModuleInit } from '@nestjs/common';
import { entRoom, userRoom, type ClientEventMap } from '@gengyun/contracts';
import { EventBus } from '../events/event-bus';
import { RealtimeEmitter } from './realtime.emitter';
import { KeyedThrottle } from './realtime.throttle';
import { sessionRoom, tenantRoom } from './realtime.types';

type MeterReadingEvent = ClientEventMap['meter.reading'] & { enterpriseId: number };

/** `meter.reading` 5 times a second per meter on average (per process; KeyedThrottle), the newest reading's values winning. */
const METER_PUSH_INTERVAL_MS = 200;

/** The one place domain events become browser events: which event, which room, which fields. */
@Injectable()
export class RealtimeBridge implements OnModuleInit {
  private readonly meterReadings = new KeyedThrottle<MeterReadingEvent>(
    METER_PUSH_INTERVAL_MS,
    ({ enterpriseId, ...event }) => this.emitter.to(meterRooms(enterpriseId, event.meterId)).emit('meter.reading', event),
    (a, b) => {
      const [earlier, later] = a.ts <= b.ts ? [a, b] : [b, a];
      return { ...later, values: { ...earlier.values, ...later.values } };
    },
  );

  constructor(
    private readonly bus: EventBus,
    private readonly emitter: RealtimeEmitter,
  ) {}

  onModuleInit(): void {
    this.bus.on('notice.published', (e) => {
      this.emitter.to(entRoom(e.enterpriseId)).emit('notice.published', { id: e.id, title: e.title });
    });
    this.bus.on('message.created', (e) => {
      this.emitter.to(userRoom(e.userId)).emit('message.new', { id: e.id, title: e.title, unread: e.unread });
    });
    this.bus.on('job.progress', (e) => {
      this.emitter.to(userRoom(e.userId)).emit('job.progress', { id: e.id, queue: e.queue, progress: e.progress, status: e.status });
    });
    this.bus.on('iot.reading.accepted', ({ enterpriseId, meterId, meterCode, meterType, ts, values }) => {
      this.meterReadings.push(meterId, { enterpriseId, meterId, meterCode, meterType, ts, values });
    });
    this.bus.on('iot.meter.status', (e) => {
      this.emitter.to(meterRooms(e.enterpriseId, e.meterId)).emit('meter.status', { meterId: e.meterId, status: e.status, at: e.at.toISOString() });
    });
    this.bus.on('session.revoked', (e) => {
      this.emitter.to(sessionRoom(e.sessionId)).emit('session.revoked', { reason: e.reason });
      this.emitter.disconnect(sessionRoom(e.sessionId));
    });
    const alarmRooms = (enterpriseId: number): string[] => [entRoom(enterpriseId), tenantRoom(enterpriseId, 'alarms')];
    for (const name of ['alarm.raised', 'alarm.acknowledged', 'alarm.cleared', 'alarm.closed'] as const) {
      this.bus.on(name, (e) => {
        this.emitter.to(alarmRooms(e.enterpriseId)).emit(name, e.alarm);
      });
    }
    this.bus.on('alarm.count', (e) => {
      this.emitter.to(alarmRooms(e.enterpriseId)).emit('alarm.count', { open: e.open, unacknowledged: e.unacknowledged });
    });
  }
}

/** A meter's events go to its room and to its enterprise's room (a socket in both gets them once). */
const meterRooms = (enterpriseId: number, meterId: number): string[] => [entRoom(enterpriseId), tenantRoom(enterpriseId, `meter:${meterId}`)];
