import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { RequisitionRow, RequisitionStatus } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { SparePartService } from '../part/spare-part.service';
import { FitKind, SparePartFit } from '../part/spare-part.entity';
import { WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope } from '../warehouse/warehouse-scope';
import { NO_BATCH, NO_BIN } from '../stock/stock.entity';
import { Requisition, RequisitionLine } from './requisition.entity';
import { RequisitionStoreService } from './requisition-store.service';
import { balanceIds, placeKey, reserve, type Place } from './reservations';
import { at, raise } from './requisition-steps';
import type { RequisitionReplaceLineDto } from './requisition.dto';

/** A line may move while the requisition waits for parts or is ready, before anything of it is issued or approved. */
const MOVABLE: readonly RequisitionStatus[] = ['waiting', 'ready'];

/**
 * Issue 15 item 4: a short line (it holds less than it asks for) taken from another place — another bin or warehouse
 * of the approver's scope — and optionally as one of the part's declared substitutes. The stock rules stay those of a
 * save: the new place must have the whole quantity available (on hand − reserved), reserved by one conditional update.
 */
@Injectable()
export class RequisitionReplaceService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(Requisition) private readonly reqs: Repository<Requisition>,
    @InjectRepository(RequisitionLine) private readonly lines: Repository<RequisitionLine>,
    @InjectRepository(SparePartFit) private readonly fits: Repository<SparePartFit>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly scope: WarehouseScope,
    private readonly parts: SparePartService,
    private readonly store: RequisitionStoreService,
  ) {}

  async replaceLine(ctx: AuthContext, dto: RequisitionReplaceLineDto): Promise<Sendable<RequisitionRow>> {
    const e = ctx.enterpriseId;
    const req = await this.reqs.findOne({ where: { enterprise_id: e, id: dto.id } });
    const line = req ? await this.lines.findOne({ where: { enterprise_id: e, requisition_id: req.id, id: dto.line_id } }) : null;
    if (!req || !line) throw BusinessError.notFound();
    await this.scope.find(ctx, line.warehouse_id);
    at(req, dto.version, MOVABLE);
    const partId = dto.part_id ?? line.part_id;
    const parts = await this.parts.findMany(ctx, [line.part_id, partId]);
    const code = parts.get(line.part_id)?.spare_part_code ?? '';
    if (line.issued > 0 || line.approved_user_id !== null || line.reserved >= line.quantity) throw new BusinessError('inventory.errors.requisitionLineNotShort', 422, [code]);
    if (partId !== line.part_id && !(await this.fits.exists({ where: { enterprise_id: e, part_id: line.part_id, kind: FitKind.substitute, ref_id: partId } }))) {
      throw new BusinessError('inventory.errors.notASubstitute', 422, [parts.get(partId)?.spare_part_code ?? '', code], { fields: { part_id: 'matches' } });
    }
    await this.scope.find(ctx, dto.warehouse_id);
    if (dto.bin_id !== undefined && !(await this.bins.exists({ where: { enterprise_id: e, id: dto.bin_id, warehouse_id: dto.warehouse_id } }))) throw BusinessError.notFound();
    const part = parts.get(partId);
    const place: Place = { part_id: partId, warehouse_id: dto.warehouse_id, bin_id: dto.bin_id ?? NO_BIN, batch_no: part?.batch_tracking ? dto.batch_no?.trim() || NO_BATCH : NO_BATCH };
    const others = await this.lines.find({ where: { enterprise_id: e, requisition_id: req.id } });
    if (others.some((l) => placeKey(l) === placeKey(place))) throw new BusinessError('inventory.errors.requisitionPlaceTaken', 422, [part?.spare_part_code ?? '']);
    await this.db.transaction(async (m) => {
      await raise(m, req, MOVABLE);
      const ids = await balanceIds(m, e, [line, place]);
      const from = ids.get(placeKey(line));
      const to = ids.get(placeKey(place));
      const steps: Array<[number, number]> = [...(from !== undefined && line.reserved ? [[from, -line.reserved] as [number, number]] : [])];
      if (to !== undefined) steps.push([to, line.quantity]);
      // Balances in id order, as the ledger locks them.
      for (const [balance, delta] of steps.sort((a, b) => a[0] - b[0])) {
        if (!(await reserve(m, balance, delta))) throw new BusinessError('inventory.errors.insufficientStock', 422, [part?.spare_part_code ?? ''], { fields: { quantity: 'min' } });
      }
      if (to === undefined) throw new BusinessError('inventory.errors.insufficientStock', 422, [part?.spare_part_code ?? ''], { fields: { quantity: 'min' } });
      await m.update(RequisitionLine, { id: line.id }, { ...place, reserved: line.quantity, update_time: new Date() });
      const stillShort = await m
        .createQueryBuilder(RequisitionLine, 'l')
        .where('l.enterprise_id = :e AND l.requisition_id = :id AND l.reserved + l.issued < l.quantity', { e, id: req.id })
        .getExists();
      await m.update(Requisition, { id: req.id }, { status: stillShort ? 'waiting' : 'ready' });
    });
    return this.store.storeOne(ctx, req.id);
  }
}
