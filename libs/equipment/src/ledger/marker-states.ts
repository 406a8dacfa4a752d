import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { RunningStatus } from '../equipment.constants';
import { Equipment } from './equipment.entity';

/** What a piece of equipment is seen doing right now, beside what its ledger row says. */
export type LiveMarkerState = 'running' | 'fault';

/**
 * An area that knows something live about equipment, registered from that area (equipment is below iot and alarms
 * and imports neither): iot says "running" while a meter of the equipment is online, alarms "fault" while it has an
 * open alarm. Each answers for one enterprise, and tells `MarkerStates.changed` when its answer for some equipment
 * may have moved.
 */
export interface MarkerStateContributor {
  state: LiveMarkerState;
  /** Ids of the enterprise's equipment in this state (the enterprise's few, never a scan of all equipment). */
  equipment(enterpriseId: number): Promise<number[]>;
}

/** A marker's live fields, as the map shows them and as `equipment.marker` pushes them. */
export interface MarkerLiveFields {
  running_status_id: number;
  is_fault: boolean;
}

/**
 * The running status a marker shows: an open alarm makes it a fault; a fault or maintenance set by hand stands;
 * otherwise an online meter makes it running; else the ledger's own value (docs/decisions/equipment.md).
 */
export function liveMarker(ledgerRunning: number, live: LiveMarkerState | undefined): MarkerLiveFields {
  let running = ledgerRunning;
  if (live === 'fault') running = RunningStatus.fault;
  else if (live === 'running' && ledgerRunning !== RunningStatus.fault && ledgerRunning !== RunningStatus.maintenance) running = RunningStatus.running;
  return { running_status_id: running, is_fault: running === RunningStatus.fault };
}

/** Where contributors register and the map reads their states. */
@Injectable()
export class MarkerStates {
  private readonly contributors: MarkerStateContributor[] = [];

  constructor(
    @InjectRepository(Equipment) private readonly equipment: Repository<Equipment>,
    private readonly bus: EventBus,
  ) {}

  register(contributor: MarkerStateContributor): void {
    this.contributors.push(contributor);
  }

  /** Live states of the enterprise's equipment that has one; a fault wins over running. */
  async of(enterpriseId: number): Promise<Map<number, LiveMarkerState>> {
    const out = new Map<number, LiveMarkerState>();
    const answers = await Promise.all(this.contributors.map(async (c) => ({ state: c.state, ids: await c.equipment(enterpriseId) })));
    for (const { state, ids } of answers) for (const id of ids) if (state === 'fault' || !out.has(id)) out.set(id, state);
    return out;
  }

  /**
   * What a contributor calls when some equipment's live state may have changed (after the change is committed):
   * each of them gets `equipment.marker` with its marker's fields now, for whoever may see that equipment.
   */
  async changed(enterpriseId: number, equipmentIds: ReadonlyArray<number | null>): Promise<void> {
    const ids = [...new Set(equipmentIds.filter((id): id is number => id !== null))];
    if (!ids.length) return;
    const rows = await this.equipment.find({ select: { id: true, running_status_id: true, position_id: true, type_id: true }, where: { enterprise_id: enterpriseId, id: In(ids) } });
    if (!rows.length) return;
    const states = await this.of(enterpriseId);
    for (const row of rows) {
      this.bus.emit('equipment.marker', {
        enterpriseId,
        scope: { [DataScope.location]: row.position_id, [DataScope.equipmentType]: row.type_id },
        marker: { id: row.id, ...liveMarker(row.running_status_id, states.get(row.id)) },
      });
    }
  }
}
