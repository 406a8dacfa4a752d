import { Controller, Post } from '@nestjs/common';
import { MonitorSnapshot, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, MqttClientService, Permission, type AuthContext } from '@gengyun/core';
import { AlarmService } from '../alarm/alarm.service';
import { DeadLetterService, MeterService, ReadingQueryService } from '@gengyun/iot';

const DAY_MS = 86_400_000;
/** Open alarms in a snapshot: the newest ones; the counter gives how many there are in all. */
const SNAPSHOT_ALARMS = 100;

/**
 * What a (re)connecting control-room client loads, in one round trip, before following socket events: every meter
 * of its scope with latest values and status, the counts, and (for users who may list alarms) the open alarms.
 */
@Controller()
export class MonitorSnapshotController {
  constructor(
    private readonly meters: MeterService,
    private readonly readings: ReadingQueryService,
    private readonly deadLetters: DeadLetterService,
    private readonly alarms: AlarmService,
    private readonly mqtt: MqttClientService,
  ) {}

  @Permission(P.monitor.view, P.meter.list)
  @Answer(MonitorSnapshot)
  @Post('/monitor/snapshot')
  async snapshot(@Ctx() ctx: AuthContext) {
    const meters = await this.meters.all(ctx);
    const latest = new Map((await this.readings.latestOf(meters)).map((l) => [l.meterId, l.values]));
    const counts = { total: meters.length, online: 0, offline: 0, never: 0, disabled: 0 };
    for (const m of meters) {
      if (!m.enabled) counts.disabled++;
      else counts[m.status]++;
    }
    const alarms = ctx.isAdmin || ctx.permissions.has(P.alarm.list) ? await this.alarms.openSnapshot(ctx, SNAPSHOT_ALARMS) : null;
    return {
      at: new Date(),
      counts,
      /** `open` and `unacknowledged` as POST /alarm/openCount; `rows` the newest open alarms (null without alarm:list). */
      alarms,
      deadLetters24h: await this.deadLetters.countsSince(ctx.enterpriseId, new Date(Date.now() - DAY_MS)),
      /** The embedded broker's port when this process runs one (it falls back to a free port when 1883 is taken). */
      brokerPort: this.mqtt.brokerPort ?? null,
      meters: meters.map((m) => ({
        id: m.id,
        meter_code: m.meter_code,
        name: m.name,
        meter_type: m.meter_type,
        enabled: m.enabled,
        status: m.status,
        last_seen: m.last_seen,
        location_id: m.location_id,
        equipment_id: m.equipment_id,
        values: latest.get(m.id) ?? {},
      })),
    };
  }
}
