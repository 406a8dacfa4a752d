import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { EventBus, TURN_LOADER_BATCH } from '@gengyun/core';
import { MarkerStates } from '@gengyun/equipment';
import { chunks } from '../reading/rollup-sql';
import { Meter } from './meter.entity';

/**
 * Equipment runs while one of its meters is online: the iot area tells the equipment map so (`MarkerStates`), and
 * tells it again whenever a meter goes on- or offline (`iot.meter.status`). Edits that link, unlink, enable or disable
 * a meter call `changed` from MeterService.
 */
@Injectable()
export class MeterMarkers implements OnModuleInit {
  private readonly logger = new Logger('MeterMarkers');
  private readonly statusChanged = new Map<number, Set<number>>();
  private flush?: Promise<void>;

  constructor(
    @InjectRepository(Meter) private readonly repo: Repository<Meter>,
    private readonly markers: MarkerStates,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    this.markers.register({ state: 'running', equipment: (enterpriseId) => this.runningEquipment(enterpriseId) });
    this.bus.on('iot.meter.status', (e) => {
      const meters = this.statusChanged.get(e.enterpriseId) ?? new Set<number>();
      this.statusChanged.set(e.enterpriseId, meters.add(e.meterId));
      // One promise per turn, returned to the bus so its settling and error logging cover the batch.
      return (this.flush ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.tellMarkers()));
    });
  }

  /** Meters that went on- or offline in one turn, told per enterprise at once (a thousand after a restart). */
  private async tellMarkers(): Promise<void> {
    this.flush = undefined;
    const changed = new Map(this.statusChanged);
    this.statusChanged.clear();
    try {
      for (const [enterpriseId, meterIds] of changed) {
        for (const ids of chunks([...meterIds], TURN_LOADER_BATCH)) {
          const meters = await this.repo.find({ select: { id: true, equipment_id: true }, where: { id: In(ids), enterprise_id: enterpriseId } });
          await this.markers.changed(enterpriseId, meters.map((m) => m.equipment_id));
        }
      }
    } catch (error) {
      // Logged once for the turn's batch, not once per status event that shares it.
      this.logger.error(`telling the map about ${changed.size} enterprises' meters failed: ${String(error)}`);
    }
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
