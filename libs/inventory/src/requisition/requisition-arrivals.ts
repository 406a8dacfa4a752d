import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { isRetryableLock } from '@gengyun/core';
import { NO_BATCH, NO_BIN } from '../stock/stock.entity';
import { Requisition, RequisitionLine } from './requisition.entity';
import { RequisitionNotifier } from './requisition-notifier';
import { balanceIds, placeKey, reserve } from './reservations';

/** A place stock came into (what the ledger's inbound legs name). */
export interface Arrival {
  part: { id: number };
  warehouseId: number;
  binId: number | null;
  batchNo: string | null;
}

const ATTEMPTS = 5;

/**
 * "Waiting for parts" → ready (issue 15 item 4): after stock came in (a put-in, a return, a transfer in, a count),
 * each requisition waiting for that place, oldest first, reserves its short lines where the stock now covers them
 * (a line all or nothing). One whose lines are all reserved becomes ready, and the order's person in charge and the
 * one who asked are told. Runs after the movement committed; a failure is logged, the movement stands.
 */
@Injectable()
export class RequisitionArrivals {
  private readonly logger = new Logger('RequisitionArrivals');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifier: RequisitionNotifier,
  ) {}

  async arrived(enterpriseId: number, arrivals: readonly Arrival[]): Promise<void> {
    if (!arrivals.length) return;
    try {
      const places = new Set(arrivals.map((a) => placeKey({ part_id: a.part.id, warehouse_id: a.warehouseId, bin_id: a.binId ?? NO_BIN, batch_no: a.batchNo ?? NO_BATCH })));
      const waiting = await this.db
        .getRepository(RequisitionLine)
        .createQueryBuilder('l')
        .innerJoin(Requisition, 'r', 'r.id = l.requisition_id')
        .where('l.enterprise_id = :e', { e: enterpriseId })
        .andWhere("r.status = 'waiting'")
        .andWhere('l.reserved < l.quantity')
        .andWhere('l.part_id IN (:...parts)', { parts: [...new Set(arrivals.map((a) => a.part.id))] })
        .andWhere('l.warehouse_id IN (:...warehouses)', { warehouses: [...new Set(arrivals.map((a) => a.warehouseId))] })
        .getMany();
      const reqIds = [...new Set(waiting.filter((l) => places.has(placeKey(l))).map((l) => l.requisition_id))].sort((a, b) => a - b);
      for (const id of reqIds) {
        const ready = await this.fill(enterpriseId, id);
        if (ready) await this.notifier.ready(enterpriseId, ready);
      }
    } catch (error) {
      this.logger.error(`requisitions waiting for parts of enterprise ${enterpriseId}: ${String(error)}`);
    }
  }

  /** Reserves what it can of one waiting requisition; answers it when it became ready. */
  private async fill(e: number, id: number): Promise<Requisition | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction((m) => this.fillIn(m, e, id));
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableLock(error)) throw error;
      }
    }
  }

  private async fillIn(m: EntityManager, e: number, id: number): Promise<Requisition | null> {
    const taken = await m
      .createQueryBuilder()
      .update(Requisition)
      .set({ version: () => 'version + 1', update_time: new Date() })
      .where("id = :id AND enterprise_id = :e AND status = 'waiting'", { id, e })
      .execute();
    if (!taken.affected) return null;
    const lines = await m.find(RequisitionLine, { where: { enterprise_id: e, requisition_id: id } });
    const shortLines = lines.filter((l) => l.reserved < l.quantity);
    const ids = await balanceIds(m, e, shortLines);
    let missing = 0;
    for (const line of shortLines.sort((a, b) => (ids.get(placeKey(a)) ?? 0) - (ids.get(placeKey(b)) ?? 0))) {
      const balance = ids.get(placeKey(line));
      if (balance !== undefined && (await reserve(m, balance, line.quantity - line.reserved))) await m.update(RequisitionLine, { id: line.id }, { reserved: line.quantity });
      else missing++;
    }
    if (missing) return null;
    await m.update(Requisition, { id }, { status: 'ready' });
    return m.findOneBy(Requisition, { id, enterprise_id: e, status: In(['ready']) });
  }
}
