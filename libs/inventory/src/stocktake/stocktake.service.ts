import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { Permission as P, type StocktakeState } from '@gengyun/contracts';
import { AuditOwners, AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { uniqueWrite } from '../unique-write';
import { SparePartService } from '../part/spare-part.service';
import type { SparePart } from '../part/spare-part.entity';
import { PartQrService } from '../part/qr/part-qr.service';
import { WarehouseBin } from '../warehouse/warehouse.entity';
import { WarehouseScope, type Caller } from '../warehouse/warehouse-scope';
import { StockBalance, StockMovement, StockValue } from '../stock/stock.entity';
import { Stocktake, StocktakeLine } from './stocktake.entity';
import { stocktakeNumber } from './stocktake-number';
import type { StocktakeAddDto, StocktakeCountDto, StocktakeRecountDto, StocktakeUpdateDto } from './stocktake.dto';

export const STOCKTAKE_BUSINESS_NO = 'stocktake';
const CHUNK = 500;

export const binIdsOf = (s: Pick<Stocktake, 'bin_ids'>): number[] => (s.bin_ids ? s.bin_ids.split(',').map(Number) : []);

/**
 * Stocktakes (issue 15 item 6): a draft names a warehouse or some of its bins; starting freezes the expected
 * quantities (on hand per part × bin × batch, read in the same snapshot as the newest ledger row); counting fills
 * lines by part or scanned QR content; finishing needs every line counted. Every step first changes the header row
 * conditionally on its state, so concurrent steps on one count serialise on that row.
 */
@Injectable()
export class StocktakeService implements OnModuleInit {
  constructor(
    @InjectRepository(Stocktake) private readonly repo: Repository<Stocktake>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly scope: WarehouseScope,
    private readonly parts: SparePartService,
    private readonly qr: PartQrService,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
    private readonly owners: AuditOwners,
  ) {}

  onModuleInit(): void {
    this.owners.register(STOCKTAKE_BUSINESS_NO, { permissions: [P.stocktake.list], check: async (ctx, id) => void (await this.find(ctx, id)) });
  }

  /** A stocktake of a warehouse the caller may see, or "not found". */
  async find(ctx: Caller, id: number): Promise<Stocktake> {
    const row = await this.scope.apply(this.repo.createQueryBuilder('s'), ctx).andWhere('s.id = :id', { id }).getOne();
    if (!row) throw BusinessError.notFound();
    return row;
  }

  async add(ctx: AuthContext, dto: StocktakeAddDto): Promise<Stocktake> {
    const fields = await this.fields(ctx, dto);
    return uniqueWrite(() =>
      this.db.transaction(async (m) => {
        const code = dto.code ?? (await stocktakeNumber(m, ctx.enterpriseId));
        const row = m.create(Stocktake, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...fields, code, state: 'draft' });
        const id = Number((await m.insert(Stocktake, row)).identifiers[0]?.id);
        await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, id, [{ key: 'common.audit.created', params: [code] }], m);
        return m.findOneByOrFail(Stocktake, { id });
      }),
    );
  }

  /** A draft is edited at the version read: warehouse, bins, person, date, blind; a started count is not. */
  async update(ctx: AuthContext, dto: StocktakeUpdateDto): Promise<void> {
    const st = await this.find(ctx, dto.id);
    if (st.state !== 'draft') throw BusinessError.conflict('inventory.errors.stocktakeState');
    const fields = await this.fields(ctx, dto);
    await uniqueWrite(() =>
      this.db.transaction(async (m) => {
        const done = await m
          .createQueryBuilder()
          .update(Stocktake)
          .set({ ...fields, ...(dto.code ? { code: dto.code } : {}), version: () => 'version + 1', update_time: new Date() })
          .where('id = :id AND enterprise_id = :e AND state = :draft AND version = :v', { id: st.id, e: ctx.enterpriseId, draft: 'draft', v: dto.version })
          .execute();
        if (!done.affected) throw BusinessError.conflict('common.errors.staleData');
        await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'common.audit.updated', params: [dto.code ?? st.code] }], m);
      }),
    );
  }

  /**
   * A draft, or a count abandoned before approval, goes with its frozen lines: nothing was posted. The delete is
   * conditional on the state, so it and an approval cannot both happen.
   */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const st = await this.find(ctx, id);
    await this.db.transaction(async (m) => {
      const done = await m
        .createQueryBuilder()
        .delete()
        .from(Stocktake)
        .where('id = :id AND enterprise_id = :e AND state <> :approved', { id: st.id, e: ctx.enterpriseId, approved: 'approved' })
        .execute();
      if (!done.affected) throw BusinessError.conflict('inventory.errors.stocktakeState');
      await m.delete(StocktakeLine, { enterprise_id: ctx.enterpriseId, stocktake_id: st.id });
      await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'common.audit.deleted', params: [st.code] }], m);
    });
  }

  /** The approver sends chosen lines back: their quantities are cleared and a finished count is counting again. */
  async recount(ctx: AuthContext, dto: StocktakeRecountDto): Promise<void> {
    const st = await this.find(ctx, dto.id);
    if (st.state !== 'counting' && st.state !== 'finished') throw BusinessError.conflict('inventory.errors.stocktakeState');
    const lineIds = [...new Set(dto.line_ids)];
    await this.db.transaction(async (m) => {
      await this.claim(m, st, st.state, { state: 'counting', finish_time: null });
      const lines = await m.count(StocktakeLine, { where: { enterprise_id: ctx.enterpriseId, stocktake_id: st.id, id: In(lineIds) } });
      if (lines !== lineIds.length) throw BusinessError.notFound();
      await m.update(StocktakeLine, { stocktake_id: st.id, id: In(lineIds) }, { counted: null, count_user_id: null, count_time: null, update_time: new Date() });
      await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'inventory.stocktake.audit.recount', params: [st.code, lineIds.length] }], m);
    });
  }

  /** The warehouse in the caller's scope, bins of it, the person a user of the enterprise. */
  private async fields(ctx: AuthContext, dto: StocktakeAddDto) {
    const warehouse = await this.scope.find(ctx, dto.warehouse_id);
    const binIds = [...new Set(dto.bin_ids ?? [])];
    if (binIds.length && (await this.bins.count({ where: { enterprise_id: ctx.enterpriseId, warehouse_id: warehouse.id, id: In(binIds) } })) !== binIds.length) throw BusinessError.notFound();
    if (dto.person_user_id) await this.directory.checkUsers(ctx, [dto.person_user_id]);
    return {
      count_date: dto.count_date,
      warehouse_id: warehouse.id,
      bin_ids: binIds.length ? binIds.sort((a, b) => a - b).join(',') : null,
      person_user_id: dto.person_user_id ?? ctx.userId,
      remark: dto.remark ?? null,
      blind: dto.blind ?? false,
    };
  }

  /** Freezes the expected quantities: every place of the warehouse (or chosen bins) holding stock now becomes a line. */
  async start(ctx: AuthContext, id: number): Promise<void> {
    const st = await this.find(ctx, id);
    await this.db.transaction(async (m) => {
      await this.claim(m, st, 'draft', { state: 'counting', start_time: new Date() });
      // The first read of the transaction fixes MariaDB's snapshot: the newest ledger row and the balances agree.
      const newest = await m.createQueryBuilder(StockMovement, 'mv').select('MAX(mv.id)', 'id').where('mv.enterprise_id = :e', { e: ctx.enterpriseId }).getRawOne<{ id: number | string | null }>();
      const qb = m
        .createQueryBuilder(StockBalance, 'b')
        .where('b.enterprise_id = :e AND b.warehouse_id = :w AND b.on_hand > 0', { e: ctx.enterpriseId, w: st.warehouse_id })
        .orderBy('b.id', 'ASC');
      const binIds = binIdsOf(st);
      if (binIds.length) qb.andWhere('b.bin_id IN (:...bins)', { bins: binIds });
      const held = await qb.getMany();
      await m.update(Stocktake, { id: st.id }, { start_movement_id: Number(newest?.id ?? 0) });
      const lines = held.map((b) => m.create(StocktakeLine, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, stocktake_id: st.id, part_id: b.part_id, bin_id: b.bin_id, batch_no: b.batch_no, expected: b.on_hand, counted: null, adjusted: null }));
      for (let i = 0; i < lines.length; i += CHUNK) await m.insert(StocktakeLine, lines.slice(i, i + CHUNK));
      await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'inventory.stocktake.audit.started', params: [st.code, lines.length] }], m);
    });
  }

  /**
   * Counts one place. Only parts and bins of the count's warehouse (and of its chosen bins) can be counted: a part
   * the warehouse never held, or a bin elsewhere, is SPEC's "only devices of that warehouse can be counted". A place
   * not frozen at start (found on the shelf) becomes a line expecting 0.
   */
  async count(ctx: AuthContext, dto: StocktakeCountDto): Promise<number> {
    const st = await this.find(ctx, dto.id);
    if (st.state !== 'counting') throw BusinessError.conflict('inventory.errors.stocktakeState');
    const part = await this.partOf(ctx, dto);
    const binId = await this.binOf(ctx, st, dto.bin_id);
    const batch = part.batch_tracking ? dto.batch_no?.trim() || '' : '';
    const place = { stocktake_id: st.id, part_id: part.id, bin_id: binId, batch_no: batch };
    const known = await this.db.getRepository(StocktakeLine).exists({ where: place });
    if (!known) {
      const held = await this.db.getRepository(StockValue).exists({ where: { enterprise_id: ctx.enterpriseId, part_id: part.id, warehouse_id: st.warehouse_id } });
      if (!held) throw new BusinessError('inventory.errors.stocktakeOtherWarehouse', 422);
      if (part.batch_tracking && !batch) throw new BusinessError('inventory.errors.batchRequired', 422, [part.spare_part_code], { fields: { batch_no: 'isDefined' } });
    }
    return this.db.transaction(async (m) => {
      await this.claim(m, st, 'counting', {});
      const adding = dto.mode === 'add';
      const counted = { counted: dto.counted, count_user_id: ctx.userId, count_time: new Date(), ...(dto.remark !== undefined || !adding ? { remark: dto.remark ?? null } : {}), update_time: new Date() };
      const line = await m.findOne(StocktakeLine, { where: place });
      if (line) {
        // Adding runs in the database, so two scanners adding to one line at once both count.
        await m
          .createQueryBuilder()
          .update(StocktakeLine)
          .set({ ...counted, counted: adding ? () => 'COALESCE(counted, 0) + :more' : dto.counted })
          .where('id = :id', { id: line.id, more: dto.counted })
          .execute();
        return line.id;
      }
      const inserted = await m.insert(StocktakeLine, m.create(StocktakeLine, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, ...place, expected: 0, adjusted: null, ...counted }));
      return Number(inserted.identifiers[0]?.id);
    });
  }

  /** SPEC §5: "the count cannot be completed while related items are unprocessed" (a line not counted). */
  async finish(ctx: AuthContext, id: number): Promise<void> {
    const st = await this.find(ctx, id);
    if (st.state !== 'counting') throw BusinessError.conflict('inventory.errors.stocktakeState');
    await this.db.transaction(async (m) => {
      await this.claim(m, st, 'counting', { state: 'finished', finish_time: new Date() });
      const open = await m
        .createQueryBuilder(StocktakeLine, 'l')
        .where('l.stocktake_id = :id AND l.counted IS NULL', { id: st.id })
        .getCount();
      if (open) throw new BusinessError('inventory.errors.stocktakeUnprocessed', 422, [open]);
      await this.audit.record(ctx, STOCKTAKE_BUSINESS_NO, st.id, [{ key: 'inventory.stocktake.audit.finished', params: [st.code] }], m);
    });
  }

  /** Moves the header on only from the state the caller saw; anything else is "no longer in that state". */
  async claim(m: EntityManager, st: Pick<Stocktake, 'id' | 'enterprise_id'>, from: StocktakeState, set: Partial<Stocktake>): Promise<void> {
    const done = await m
      .createQueryBuilder()
      .update(Stocktake)
      .set({ ...set, version: () => 'version + 1', update_time: new Date() })
      .where('id = :id AND enterprise_id = :e AND state = :from', { id: st.id, e: st.enterprise_id, from })
      .execute();
    if (!done.affected) throw BusinessError.conflict('inventory.errors.stocktakeState');
  }

  private async partOf(ctx: AuthContext, dto: StocktakeCountDto): Promise<SparePart> {
    if (dto.part_id) return (await this.parts.findMany(ctx, [dto.part_id])).get(dto.part_id) as SparePart;
    if (dto.qr_content) return this.qr.resolve(ctx, dto.qr_content);
    throw new BusinessError('inventory.errors.stocktakePartRequired', 422, [], { fields: { part_id: 'isDefined' } });
  }

  /** The bin as a line keys it (0: none). A bin of another warehouse, or outside the chosen bins, cannot be counted. */
  private async binOf(ctx: AuthContext, st: Stocktake, binId: number | undefined): Promise<number> {
    const chosen = binIdsOf(st);
    if (!binId) {
      if (chosen.length) throw new BusinessError('inventory.errors.stocktakeOtherWarehouse', 422, [], { fields: { bin_id: 'isDefined' } });
      return 0;
    }
    const bin = await this.bins.findOne({ where: { enterprise_id: ctx.enterpriseId, id: binId } });
    if (!bin) throw BusinessError.notFound();
    if (bin.warehouse_id !== st.warehouse_id || (chosen.length && !chosen.includes(bin.id))) throw new BusinessError('inventory.errors.stocktakeOtherWarehouse', 422);
    return bin.id;
  }
}
