import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { INVENTORY_LIMITS, type RequisitionRow, type RequisitionStatus } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { SparePartService } from '../part/spare-part.service';
import { SparePartFit, type SparePart } from '../part/spare-part.entity';
import { standsIn } from '../part/substitutes';
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
 * Issue 15 item 4 follow-up: or split over several places (`sources`), each reserved the same way, all or nothing; the
 * line keeps the first place and a new line is added for each other one — never past the lines a save accepts.
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
    // An unknown or another enterprise's part is "not found" before any rule about it is told.
    const parts = await this.parts.findMany(ctx, [line.part_id, partId]);
    const code = parts.get(line.part_id)?.spare_part_code ?? '';
    if (line.issued > 0 || line.approved_user_id !== null || line.reserved >= line.quantity) throw new BusinessError('inventory.errors.requisitionLineNotShort', 422, [code]);
    if (partId !== line.part_id && !(await standsIn(this.fits, e, line.part_id, partId))) {
      throw new BusinessError('inventory.errors.notASubstitute', 422, [parts.get(partId)?.spare_part_code ?? '', code], { fields: { part_id: 'matches' } });
    }
    const part = parts.get(partId) as SparePart;
    const places = await this.placesOf(ctx, dto, line, part);
    const others = (await this.lines.find({ where: { enterprise_id: e, requisition_id: req.id } })).filter((l) => l.id !== line.id);
    // What a save accepts bounds a split too. The count read here holds: the transaction takes the requisition at
    // the version read, and every change of its lines raises that version.
    const count = others.length + places.length;
    if (count > INVENTORY_LIMITS.lines) throw new BusinessError('inventory.errors.requisitionLineLimit', 422, [INVENTORY_LIMITS.lines, count], { fields: { sources: 'max' } });
    const keys = places.map(placeKey);
    if (new Set(keys).size !== keys.length || others.some((l) => keys.includes(placeKey(l)))) throw new BusinessError('inventory.errors.requisitionPlaceTaken', 422, [part.spare_part_code]);
    const insufficient = () => new BusinessError('inventory.errors.insufficientStock', 422, [part.spare_part_code], { fields: { quantity: 'min' } });
    await this.db.transaction(async (m) => {
      await raise(m, req, MOVABLE);
      const ids = await balanceIds(m, e, [line, ...places]);
      // One change per balance (the line's old place may be one of the new ones), in id order as the ledger locks them.
      const deltas = new Map<number, number>();
      const from = ids.get(placeKey(line));
      if (from !== undefined && line.reserved) deltas.set(from, -line.reserved);
      for (const place of places) {
        const to = ids.get(placeKey(place));
        if (to === undefined) throw insufficient();
        deltas.set(to, (deltas.get(to) ?? 0) + place.quantity);
      }
      for (const [balance, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
        if (!(await reserve(m, balance, delta))) throw insufficient();
      }
      const [first, ...rest] = places as [Sourced, ...Sourced[]];
      const now = new Date();
      await m.update(RequisitionLine, { id: line.id }, { ...placeOnly(first), quantity: first.quantity, reserved: first.quantity, update_time: now });
      if (rest.length) {
        await m.insert(
          RequisitionLine,
          rest.map((p) => m.create(RequisitionLine, { enterprise_id: e, create_user_id: ctx.userId, requisition_id: req.id, ...placeOnly(p), quantity: p.quantity, reserved: p.quantity })),
        );
      }
      const stillShort = await m
        .createQueryBuilder(RequisitionLine, 'l')
        .where('l.enterprise_id = :e AND l.requisition_id = :id AND l.reserved + l.issued < l.quantity', { e, id: req.id })
        .getExists();
      await m.update(Requisition, { id: req.id }, { status: stillShort ? 'waiting' : 'ready' });
    });
    return this.store.storeOne(ctx, req.id);
  }

  /**
   * The places the line is taken from, every id checked before anything is written: one place for the whole line,
   * or `sources` adding up to its quantity; each warehouse of the caller's scope, each bin of its warehouse.
   */
  private async placesOf(ctx: AuthContext, dto: RequisitionReplaceLineDto, line: RequisitionLine, part: SparePart): Promise<Sourced[]> {
    if (dto.sources && (dto.warehouse_id !== undefined || dto.bin_id !== undefined || dto.batch_no !== undefined)) {
      throw new BusinessError('inventory.errors.splitOrPlace', 422, [], { fields: { sources: 'matches' } });
    }
    const sources = dto.sources ?? [{ warehouse_id: dto.warehouse_id as number, bin_id: dto.bin_id, batch_no: dto.batch_no, quantity: line.quantity }];
    const sum = sources.reduce((total, s) => total + s.quantity, 0);
    if (sum !== line.quantity) throw new BusinessError('inventory.errors.splitSum', 422, [sum, line.quantity], { fields: { sources: 'matches' } });
    for (const s of sources) {
      await this.scope.find(ctx, s.warehouse_id);
      if (s.bin_id !== undefined && !(await this.bins.exists({ where: { enterprise_id: ctx.enterpriseId, id: s.bin_id, warehouse_id: s.warehouse_id } }))) throw BusinessError.notFound();
    }
    return sources.map((s) => ({
      part_id: part.id,
      warehouse_id: s.warehouse_id,
      bin_id: s.bin_id ?? NO_BIN,
      batch_no: part.batch_tracking ? s.batch_no?.trim() || NO_BATCH : NO_BATCH,
      quantity: s.quantity,
    }));
  }
}

type Sourced = Place & { quantity: number };
const placeOnly = ({ part_id, warehouse_id, bin_id, batch_no }: Place): Place => ({ part_id, warehouse_id, bin_id, batch_no });
