import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EventBus } from '@gengyun/core';
import { MarkerStates } from '@gengyun/equipment';
import { Meter } from './meter.entity';

/**
 * Equipment runs while one of its meters is online: the iot area tells the equipment map so (`MarkerStates`), and
 * tells it again whenever a meter goes on- or offline (`iot.meter.status`). Edits that link, unlink, enable or disable
 * a meter call `changed` from MeterService.
 */
@Injectable()
export class MeterMarkers implements OnModuleInit {
  constructor(
    @InjectRepository(Meter) private readonly repo: Repository<Meter>,
    private readonly markers: MarkerStates,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.markers.register({ state: 'running', equipment: (enterpriseId) => this.runningEquipment(enterpriseId) });
    this.bus.on('iot.meter.status', async (e) => {
      const meter = await this.repo.findOne({ select: { id: true, equipment_id: true }, where: { id: e.meterId, enterprise_id: e.enterpriseId } });
      if (meter?.equipment_id) await this.markers.changed(e.enterpriseId, [meter.equipment_id]);
    });
  }

  /** Equipment of the enterprise with an enabled meter online. */
  async runningEquipment(enterpriseId: number): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('m')
      .select('DISTINCT m.equipment_id', 'equipment_id')
      .where('m.enterprise_id = :enterpriseId AND m.enabled = :enabled AND m.status = :online AND m.equipment_id IS NOT NULL', { enterpriseId, enabled: true, online: 'online' })
      .getRawMany<{ equipment_id: number | string }>();
    return rows.map((r) => Number(r.equipment_id));
  }

  changed(enterpriseId: number, equipmentIds: Array<number | null>): Promise<void> {
    return this.markers.changed(enterpriseId, equipmentIds);
  }
}
