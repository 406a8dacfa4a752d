import type { EntityManager } from 'typeorm';
import type { RequisitionStatus } from '@gengyun/contracts';
import { BusinessError } from '@gengyun/core';
import type { SparePart } from '../part/spare-part.entity';
import { NO_BIN } from '../stock/stock.entity';
import type { Leg } from '../stock/stock-ledger.service';
import { Requisition, type RequisitionLine } from './requisition.entity';

export const wrongStatus = () => new BusinessError('inventory.errors.requisitionStatus', 422);

/** The version the caller read and a status the action starts from. */
export function at(req: Requisition, version: number, from: readonly RequisitionStatus[]): void {
  if (req.version !== version) throw BusinessError.conflict('common.errors.staleData');
  if (!from.includes(req.status)) throw wrongStatus();
}

/** Takes the requisition at the version read, in one of the statuses: the row lock every change of it starts with. */
export async function raise(m: EntityManager, req: Requisition, from: readonly RequisitionStatus[]): Promise<Requisition> {
  const done = await m
    .createQueryBuilder()
    .update(Requisition)
    .set({ version: () => 'version + 1', update_time: new Date() })
    .where('id = :id AND version = :v AND status IN (:...from)', { id: req.id, v: req.version, from })
    .execute();
  if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
  return req;
}

/** A line's place as a ledger leg names it (bin 0 and batch '' are none). */
export const legPlace = (parts: Map<number, SparePart>, line: RequisitionLine): Omit<Leg, 'type' | 'quantity'> => ({
  part: parts.get(line.part_id) as SparePart,
  warehouseId: line.warehouse_id,
  binId: line.bin_id === NO_BIN ? null : line.bin_id,
  batchNo: line.batch_no || null,
});
