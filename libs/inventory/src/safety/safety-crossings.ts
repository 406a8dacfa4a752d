import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { SparePart } from '../part/spare-part.entity';
import type { StockValue } from '../stock/stock.entity';
import { SafetyAlert } from './safety-alert.entity';

/** A part that just fell below its safety minimum in one warehouse. */
export interface Crossing {
  partId: number;
  warehouseId: number;
  onHand: number;
  min: number;
}

const key = (partId: number, warehouseId: number) => `${partId}|${warehouseId}`;

/**
 * The crossings of the safety minimum (issue 15 item 5), kept in the ledger's transaction while it holds the value
 * rows of the touched part × warehouse pairs: a pair falling below opens an alert row and is answered (one message);
 * staying below changes nothing; coming back to the minimum or above closes the row, so the next drop alerts again.
 * Because the value rows are locked (SQLite runs one writer at a time), concurrent movements see each other's rows.
 */
@Injectable()
export class SafetyCrossings {
  async track(m: EntityManager, enterpriseId: number, values: readonly StockValue[]): Promise<Crossing[]> {
    if (!values.length) return [];
    const partIds = [...new Set(values.map((v) => v.part_id))];
    const warehouseIds = [...new Set(values.map((v) => v.warehouse_id))];
    const [parts, open] = await Promise.all([
      m.find(SparePart, { select: { id: true, safety_stock_min: true }, where: { enterprise_id: enterpriseId, id: In(partIds) } }),
      this.openAlerts(m, enterpriseId, partIds, warehouseIds),
    ]);
    const mins = new Map(parts.map((p) => [p.id, p.safety_stock_min]));
    const alerts = new Map(open.map((a) => [key(a.part_id, a.warehouse_id), a]));
    const crossings: Crossing[] = [];
    for (const value of [...values].sort((a, b) => a.id - b.id)) {
      const min = mins.get(value.part_id) ?? null;
      const below = min !== null && value.on_hand < min;
      const alert = alerts.get(key(value.part_id, value.warehouse_id));
      if (below && !alert) {
        await m.save(m.create(SafetyAlert, { enterprise_id: enterpriseId, part_id: value.part_id, warehouse_id: value.warehouse_id }));
        crossings.push({ partId: value.part_id, warehouseId: value.warehouse_id, onHand: value.on_hand, min });
      } else if (!below && alert) {
        await m.delete(SafetyAlert, { id: alert.id });
      }
    }
    return crossings;
  }

  /** A locking read on MariaDB: it sees what the writer that held the value rows before us committed, not our snapshot. */
  private openAlerts(m: EntityManager, enterpriseId: number, partIds: number[], warehouseIds: number[]): Promise<SafetyAlert[]> {
    const qb = m
      .createQueryBuilder(SafetyAlert, 'a')
      .select(['a.id', 'a.part_id', 'a.warehouse_id'])
      .where('a.enterprise_id = :e', { e: enterpriseId })
      .andWhere('a.part_id IN (:...parts)', { parts: partIds })
      .andWhere('a.warehouse_id IN (:...warehouses)', { warehouses: warehouseIds });
    if (m.connection.options.type !== 'better-sqlite3') qb.setLock('pessimistic_write');
    return qb.getMany();
  }
}
