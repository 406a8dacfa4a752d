import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, type ClientEventMap } from '@gengyun/contracts';
import { EventBus, PushRoutes, RoomGuards, holdsAny, type CoalesceRule, type MeterType, type ObjectScope } from '@gengyun/core';
import { MeterService } from './meter/meter.service';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A batch of one meter's readings, emitted after it is durably written. `ts` is epoch ms. */
    'iot.readings': {
      enterpriseId: number;
      meterId: number;
      meterCode: string;
      meterType: MeterType;
      scope: ObjectScope;
      readings: Array<{ ts: number; values: Record<string, number> }>;
    };
    /**
     * One validated reading, as soon as ingest has accepted it and before its batch is written: live values for
     * screens, which must not wait for the batch window. Rules and anything stored act on `iot.readings`.
     */
    'iot.reading.accepted': { enterpriseId: number; meterId: number; meterCode: string; meterType: MeterType; scope: ObjectScope; ts: number; values: Record<string, number> };
    /** Meters moved (their equipment moved, or they were edited): alarms and anything kept with them follow. */
    'iot.meter.placed': { enterpriseId: number; meterIds: number[]; scope: ObjectScope };
    /** A meter went offline (no data for its offline_after_seconds) or came back online. */
    'iot.meter.status': { enterpriseId: number; meterId: number; scope: ObjectScope; status: 'online' | 'offline'; at: Date };
  }
}

type Reading = ClientEventMap['meter.reading'];

/** The newer reading with the older one's other quantities kept. */
function mergeReadingsOf(older: Reading, newer: Reading): Reading {
  const [earlier, later] = older.ts <= newer.ts ? [older, newer] : [newer, older];
  return { ...later, values: { ...earlier.values, ...later.values } };
}

/** `meter.reading` 5 times a second per meter on average (per process), the newest reading's values winning. */
const READING_PUSH_INTERVAL_MS = 200;
/** Live values are for the monitor pages and for whoever may list meters. */
const SEES_METERS = [P.meter.list, P.monitor.view];

/** What a backed-up socket may coalesce of meter events: the latest reading (values merged) and status per meter. */
export const METER_COALESCING = {
  'meter.reading': { key: (e: Reading) => e.meterId, merge: mergeReadingsOf },
  'meter.status': { key: (e: ClientEventMap['meter.status']) => e.meterId },
} satisfies Record<string, CoalesceRule>;

/** Who sees the iot area's events in the browser, who may subscribe to a meter's room; meters follow their equipment. */
@Injectable()
export class IotPushRoutes implements OnModuleInit {
  constructor(
    private readonly routes: PushRoutes,
    private readonly rooms: RoomGuards,
    private readonly meters: MeterService,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.routes.route('iot.reading.accepted', {
      event: 'meter.reading',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: SEES_METERS, scope: e.scope }),
      data: ({ meterId, meterCode, meterType, ts, values }) => ({ meterId, meterCode, meterType, ts, values }),
      throttle: { intervalMs: READING_PUSH_INTERVAL_MS, key: (e) => e.meterId, merge: mergeReadingsOf },
      coalesce: METER_COALESCING['meter.reading'],
    });
    this.routes.route('iot.meter.status', {
      event: 'meter.status',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: SEES_METERS, scope: e.scope }),
      data: (e) => ({ meterId: e.meterId, status: e.status, at: e.at.toISOString() }),
      coalesce: METER_COALESCING['meter.status'],
    });
    this.bus.on('equipment.placed', (e) => this.meters.followEquipment(e));
    this.rooms.register('meter', async (viewer, id) => id !== null && holdsAny(viewer, SEES_METERS) && (await this.meters.visible(viewer, [id])).length === 1);
  }
}

