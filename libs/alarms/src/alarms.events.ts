import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P, type AlarmCount, type AlarmPush } from '@gengyun/contracts';
import { AlarmService } from './alarm/alarm.service';
import { EventBus, PushRoutes, RoomGuards, holdsAny, type CoalesceRule, type ObjectScope } from '@gengyun/core';

export type AlarmEventName = 'alarm.raised' | 'alarm.acknowledged' | 'alarm.cleared' | 'alarm.closed';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** Alarm lifecycle; `alarm.raised` is emitted again when an open alarm re-triggers. `scope`: the meter's. */
    'alarm.raised': { enterpriseId: number; alarm: AlarmPush; scope: ObjectScope };
    'alarm.acknowledged': { enterpriseId: number; alarm: AlarmPush; scope: ObjectScope };
    'alarm.cleared': { enterpriseId: number; alarm: AlarmPush; scope: ObjectScope };
    'alarm.closed': { enterpriseId: number; alarm: AlarmPush; scope: ObjectScope };
    /** The enterprise's open alarms, after each change. */
    'alarm.count': { enterpriseId: number } & AlarmCount;
  }
}

const ALARM_EVENTS: readonly AlarmEventName[] = ['alarm.raised', 'alarm.acknowledged', 'alarm.cleared', 'alarm.closed'];

/**
 * The enterprise-wide counter reaches only users unrestricted in the data dimensions alarms carry; a user limited to
 * some locations or types counts their own open alarms (POST /alarm/openCount) when an alarm event reaches them.
 */
const WHOLE_ENTERPRISE: ObjectScope = { location: null, equipment_type: null };

/** Alarm events share one key per alarm: a backed-up socket gets each alarm's latest state, none dropped. */
const perAlarm: CoalesceRule = { group: 'alarm', key: (a: AlarmPush) => a.id };
export const ALARM_COALESCING = {
  'alarm.raised': perAlarm,
  'alarm.acknowledged': perAlarm,
  'alarm.cleared': perAlarm,
  'alarm.closed': perAlarm,
  'alarm.count': { key: () => 0 },
} satisfies Record<string, CoalesceRule>;

/** Who sees alarm events in the browser (those who may list alarms and see the meter), and who may join `alarms`. */
@Injectable()
export class AlarmPushRoutes implements OnModuleInit {
  constructor(
    private readonly routes: PushRoutes,
    private readonly rooms: RoomGuards,
    private readonly bus: EventBus,
    private readonly alarms: AlarmService,
  ) {}

  onModuleInit(): void {
    for (const name of ALARM_EVENTS) {
      this.routes.route(name, {
        event: name,
        to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.alarm.list, scope: e.scope }),
        data: (e) => e.alarm,
        coalesce: ALARM_COALESCING[name],
      });
    }
    this.routes.route('alarm.count', {
      event: 'alarm.count',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.alarm.list, scope: WHOLE_ENTERPRISE }),
      data: ({ open, unacknowledged }) => ({ open, unacknowledged }),
      coalesce: ALARM_COALESCING['alarm.count'],
    });
    this.rooms.register('alarms', (viewer) => holdsAny(viewer, P.alarm.list));
    this.bus.on('iot.meter.placed', (e) => this.alarms.followMeters(e));
  }
}
