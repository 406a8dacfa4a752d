import { In, type EntityManager } from 'typeorm';
import { StockBalance } from '../stock/stock.entity';
import { RequisitionLine } from './requisition.entity';

/** A place's key as the balance holds it (bin 0 and batch '' for none). */
export interface Place {
  part_id: number;
  warehouse_id: number;
  bin_id: number;
  batch_no: string;
}

export const placeKey = (p: Place): string => `${p.part_id}|${p.warehouse_id}|${p.bin_id}|${p.batch_no}`;

/** The balance ids of the places (a place never stocked has none); ids never change, so a plain read will do. */
export async function balanceIds(m: EntityManager, enterpriseId: number, places: readonly Place[]): Promise<Map<string, number>> {
  if (!places.length) return new Map();
  const rows = await m.find(StockBalance, {
    select: { id: true, part_id: true, warehouse_id: true, bin_id: true, batch_no: true },
    where: { enterprise_id: enterpriseId, part_id: In([...new Set(places.map((p) => p.part_id))]), warehouse_id: In([...new Set(places.map((p) => p.warehouse_id))]) },
  });
  return new Map(rows.map((b) => [placeKey(b), b.id]));
}

/**
 * Changes a balance's reservation by `delta` units: more only while available (on hand − reserved) covers it, less
 * only down to 0. One conditional update, so concurrent reservations of the last units cannot both win.
 */
export async function reserve(m: EntityManager, balanceId: number, delta: number): Promise<boolean> {
  if (!delta) return true;
  const done = await m
    .createQueryBuilder()
    .update(StockBalance)
    .set({ reserved: () => 'reserved + :delta', update_time: new Date() })
    .where(delta > 0 ? 'id = :id AND on_hand - reserved >= :delta' : 'id = :id AND reserved + :delta >= 0', { id: balanceId, delta })
    .execute();
  return Boolean(done.affected);
}

/** Gives back every unit the requisition's lines hold (balances in id order, as the ledger locks them); the units released. */
export async function releaseAll(m: EntityManager, enterpriseId: number, requisitionId: number): Promise<number> {
  const held = (await m.find(RequisitionLine, { where: { enterprise_id: enterpriseId, requisition_id: requisitionId } })).filter((l) => l.reserved > 0);
  const ids = await balanceIds(m, enterpriseId, held);
  for (const line of held.sort((a, b) => (ids.get(placeKey(a)) ?? 0) - (ids.get(placeKey(b)) ?? 0))) {
    await reserve(m, ids.get(placeKey(line)) as number, -line.reserved);
    await m.update(RequisitionLine, { id: line.id }, { reserved: 0 });
  }
  return held.reduce((sum, l) => sum + l.reserved, 0);
}
