import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { AlarmCount } from '@gengyun/contracts';
import { EventBus, scoped, type AuthContext } from '@gengyun/core';
import type { AlarmEventName } from '../alarms.events';
import { ALARM_SCOPE, Alarm, alarmScope } from './alarm.entity';
import { OPEN_STATUSES } from './alarm-state';
import { toPush } from './alarm-view';

/** Emits the alarm domain events (pushed as alarms.events.ts declares) and the open-alarm counter. */
@Injectable()
export class AlarmNotifier {
  constructor(
    @InjectRepository(Alarm) private readonly repo: Repository<Alarm>,
    private readonly events: EventBus,
  ) {}

  /** Open alarms within the viewer's data scope (a system caller sees the whole enterprise). */
  async counts(viewer: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>): Promise<AlarmCount> {
    const rows = await scoped(this.repo.createQueryBuilder('a'), viewer, ALARM_SCOPE)
      .select('a.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .andWhere({ status: In([...OPEN_STATUSES]) })
      .groupBy('a.status')
      .getRawMany<{ status: string; n: number | string }>();
    const of = (status: string): number => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return { open: of('raised') + of('acknowledged'), unacknowledged: of('raised') };
  }

  async changed(name: AlarmEventName, alarm: Alarm): Promise<void> {
    this.events.emit(name, { enterpriseId: alarm.enterprise_id, alarm: toPush(alarm), scope: alarmScope(alarm) });
    this.events.emit('alarm.count', { enterpriseId: alarm.enterprise_id, ...(await this.counts({ enterpriseId: alarm.enterprise_id, scopes: {}, isAdmin: true })) });
  }
}
