import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EventBus } from '@gengyun/core';
import { MarkerStates } from '@gengyun/equipment';
import { MeterService } from '@gengyun/iot';
import { Alarm } from './alarm.entity';
import { OPEN_STATUSES } from './alarm-state';

/**
 * Equipment is at fault while an alarm of one of its meters is open (raised or acknowledged): the alarms area tells
 * the equipment map so (`MarkerStates`), and tells it again when an alarm opens, clears or closes.
 */
@Injectable()
export class AlarmMarkers implements OnModuleInit {
  constructor(
    @InjectRepository(Alarm) private readonly alarms: Repository<Alarm>,
    private readonly markers: MarkerStates,
    private readonly meters: MeterService,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.markers.register({ state: 'fault', equipment: (enterpriseId) => this.faultyEquipment(enterpriseId) });
    for (const name of ['alarm.raised', 'alarm.cleared', 'alarm.closed'] as const) {
      this.bus.on(name, async (e) => {
        const meter = await this.meters.get(e.enterpriseId, e.alarm.meterId);
        if (meter?.equipment_id) await this.markers.changed(e.enterpriseId, [meter.equipment_id]);
      });
    }
  }

  /** Equipment of the enterprise with an open alarm on one of its meters. */
  async faultyEquipment(enterpriseId: number): Promise<number[]> {
    const rows = await this.alarms
      .createQueryBuilder('a')
      .select('DISTINCT a.meter_id', 'meter_id')
      .where('a.enterprise_id = :enterpriseId AND a.status IN (:...open)', { enterpriseId, open: OPEN_STATUSES })
      .getRawMany<{ meter_id: number | string }>();
    const meters = await this.meters.byIds(rows.map((r) => Number(r.meter_id)));
    return [...new Set(meters.flatMap((m) => (m.enterprise_id === enterpriseId && m.equipment_id ? [m.equipment_id] : [])))];
  }
}
