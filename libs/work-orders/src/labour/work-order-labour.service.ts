import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { WORK_ORDER_RECORD_LIMITS as LIMITS, type WorkOrderLabour as LabourAnswer, type WorkOrderLabourEntry } from '@gengyun/contracts';
import { BusinessError, findScoped, type AuthContext, type Sendable } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { WorkOrderType } from '../type/work-order-type.entity';
import { WorkOrderTypeRecords } from '../result/work-order-type-record.service';
import { RecordAccess, minutesBetween, overlaps, type Writable } from '../record/record-access';
import { WorkOrderLabour } from './work-order-labour.entity';
import type { LabourAddDto, LabourUpdateDto } from './work-order-labour.dto';
import type { EntryDeleteDto } from '../record/entry-version.dto';
import { writeAtVersion } from '../order/write-at-version';

type Entry = Sendable<WorkOrderLabourEntry>;
const runningKey = (orderId: number, userId: number): string => `${orderId}:${userId}`;

/**
 * Labour time on an order (docs/decisions/work-orders-record.md): a person's timer (one running per person and
 * order; stopping it leaves an entry) and entries written by hand. Entries of one person on one order never overlap.
 * Handlers and the person in charge log and change their own time; dispatchers log and correct anyone's.
 */
@Injectable()
export class WorkOrderLabourService {
  constructor(
    @InjectRepository(WorkOrderLabour) private readonly repo: Repository<WorkOrderLabour>,
    @InjectRepository(WorkOrderType) private readonly types: Repository<WorkOrderType>,
    private readonly query: WorkOrderQueryService,
    private readonly access: RecordAccess,
    private readonly settings: WorkOrderTypeRecords,
    private readonly directory: UserDirectory,
  ) {}

  async list(ctx: AuthContext, orderId: number): Promise<Sendable<LabourAnswer>> {
    const order = await this.query.find(ctx, orderId);
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: order.id }, order: { start_time: 'ASC', id: 'ASC' } });
    const names = new Map((await this.directory.byIds(ctx.enterpriseId, [...new Set(rows.map((r) => r.user_id))])).map((u) => [u.id, u.name]));
    const now = new Date();
    const entries: Entry[] = rows.map(({ running_key: _running, ...r }) => ({ ...r, minutes: r.end_time ? r.minutes : minutesBetween(r.start_time, now), user_name: names.get(r.user_id) ?? '' }));
    const perPerson = new Map<number, number>();
    for (const e of entries) perPerson.set(e.user_id, (perPerson.get(e.user_id) ?? 0) + e.minutes);
    const total = entries.reduce((sum, e) => sum + e.minutes, 0);
    const type = await this.types.findOne({ where: { enterprise_id: ctx.enterpriseId, id: order.type_id } });
    const rate = (await this.settings.of(ctx.enterpriseId, order.type_id)).labour_rate;
    return {
      entries,
      total_minutes: total,
      per_person: [...perPerson].map(([user_id, minutes]) => ({ user_id, user_name: names.get(user_id) ?? '', minutes })),
      labour_cost: type?.show_labour_cost && rate !== null ? ((Number(rate) * total) / 60).toFixed(2) : null,
      running: entries.find((e) => e.user_id === ctx.userId && e.end_time === null) ?? null,
    };
  }

  /** Starts the caller's timer; only while the order is in processing. */
  async start(ctx: AuthContext, orderId: number, note?: string): Promise<Sendable<LabourAnswer>> {
    const w = await this.access.writable(ctx, orderId);
    if (w.order.status !== 'processing') throw new BusinessError('workOrderLabour.errors.notProcessing', 422);
    const key = runningKey(w.order.id, ctx.userId);
    if (await this.repo.exists({ where: { enterprise_id: ctx.enterpriseId, running_key: key } })) throw BusinessError.conflict('workOrderLabour.errors.running');
    const start = new Date();
    // Another running timer of the caller here is the unique key's to refuse ("already running"), not an overlap.
    await this.checkOverlap(ctx, w.order.id, ctx.userId, start, null, undefined, true);
    await this.repo.manager.transaction(async (m) => {
      const row = m.create(WorkOrderLabour, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, work_order_id: w.order.id, user_id: ctx.userId, start_time: start, end_time: null, minutes: 0, note: note?.trim() || null, running_key: key });
      // The unique running key decides between two starts at once: the second insert fails.
      await m.insert(WorkOrderLabour, row).catch(() => {
        throw BusinessError.conflict('workOrderLabour.errors.running');
      });
      await this.access.note(m, ctx, w.order, 'labour', `▶ ${ctx.name}`);
    });
    this.access.changed(w);
    return this.list(ctx, orderId);
  }

  /** Stops the caller's timer: the entry keeps the whole minutes it ran. */
  async stop(ctx: AuthContext, orderId: number, note?: string): Promise<Sendable<LabourAnswer>> {
    const w = await this.access.writable(ctx, orderId);
    const running = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, running_key: runningKey(w.order.id, ctx.userId) } });
    if (!running) throw new BusinessError('workOrderLabour.errors.notRunning', 422);
    const end = new Date();
    const minutes = minutesBetween(running.start_time, end);
    await this.repo.manager.transaction(async (m) => {
      const stopped = await m.update(WorkOrderLabour, { id: running.id, running_key: running.running_key }, { end_time: end, minutes, running_key: null, note: note?.trim() || running.note, update_time: end });
      if (!stopped.affected) throw new BusinessError('workOrderLabour.errors.notRunning', 422);
      await this.access.note(m, ctx, w.order, 'labour', `■ ${ctx.name} ${minutes}′`);
    });
    this.access.changed(w);
    return this.list(ctx, orderId);
  }

  async add(ctx: AuthContext, dto: LabourAddDto): Promise<Sendable<LabourAnswer>> {
    const w = await this.access.writable(ctx, dto.work_order_id);
    const userId = dto.user_id ?? ctx.userId;
    if (userId !== ctx.userId) {
      if (!w.dispatcher) throw new BusinessError('workOrderRecord.errors.notOwnEntry', 403);
      await this.directory.checkUsers(ctx, [userId]);
    }
    const { start, end, minutes } = times(dto);
    await this.checkOverlap(ctx, w.order.id, userId, start, end);
    await this.repo.manager.transaction(async (m) => {
      await m.insert(WorkOrderLabour, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: new Date(), update_time: new Date(), work_order_id: w.order.id, user_id: userId, start_time: start, end_time: end, minutes, note: dto.note?.trim() || null, running_key: null });
      await this.access.note(m, ctx, w.order, 'labour', `+ ${minutes}′`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  /** Changes a stopped entry's times or note (a running timer is stopped, not edited), at the order's version as read. */
  async update(ctx: AuthContext, dto: LabourUpdateDto): Promise<Sendable<LabourAnswer>> {
    const { row, w } = await this.own(ctx, dto.id, dto.version);
    if (row.end_time === null) throw new BusinessError('workOrderLabour.errors.running', 409);
    const { start, end, minutes } = times(dto);
    await this.checkOverlap(ctx, w.order.id, row.user_id, start, end, row.id);
    await this.repo.manager.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, w.order.id, dto.version, {});
      await m.update(WorkOrderLabour, { id: row.id }, { start_time: start, end_time: end, minutes, note: dto.note?.trim() || null, update_time: new Date() });
      await this.access.note(m, ctx, w.order, 'labour', `${row.minutes}′ → ${minutes}′`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  async delete(ctx: AuthContext, dto: EntryDeleteDto): Promise<Sendable<LabourAnswer>> {
    const { row, w } = await this.own(ctx, dto.id, dto.version);
    await this.repo.manager.transaction(async (m) => {
      await writeAtVersion(m, ctx.enterpriseId, w.order.id, dto.version, {});
      await m.delete(WorkOrderLabour, { id: row.id, enterprise_id: ctx.enterpriseId });
      await this.access.note(m, ctx, w.order, 'labour', `− ${row.minutes}′`);
    });
    this.access.changed(w);
    return this.list(ctx, w.order.id);
  }

  /** An entry of an order the caller may record on, still at the version they read, and theirs unless they dispatch. */
  private async own(ctx: AuthContext, id: number, version: number): Promise<{ row: WorkOrderLabour; w: Writable }> {
    const row = await findScoped(this.repo, ctx, id);
    const w = await this.access.writable(ctx, row.work_order_id, version);
    if (row.user_id !== ctx.userId && !w.dispatcher) throw new BusinessError('workOrderRecord.errors.notOwnEntry', 403);
    return { row, w };
  }

  private async checkOverlap(ctx: AuthContext, orderId: number, userId: number, start: Date, end: Date | null, except?: number, stoppedOnly = false): Promise<void> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: orderId, user_id: userId } });
    const clash = rows.some((r) => r.id !== except && !(stoppedOnly && r.end_time === null) && overlaps({ start, end }, { start: r.start_time, end: r.end_time }));
    if (clash) throw new BusinessError('workOrderLabour.errors.overlap', 422, [], { fields: { start_time: 'overlap' } });
  }
}

/** Start and end (or start and minutes) of a hand-written entry: the end after the start, neither in the future. */
function times(dto: { start_time: string; end_time?: string; minutes?: number }): { start: Date; end: Date; minutes: number } {
  const start = new Date(dto.start_time);
  if (!dto.end_time && !dto.minutes) throw new BusinessError('workOrderLabour.errors.duration', 422, [], { fields: { end_time: 'isNotEmpty' } });
  const end = dto.end_time ? new Date(dto.end_time) : new Date(start.getTime() + (dto.minutes ?? 0) * 60_000);
  if (end.getTime() <= start.getTime()) throw new BusinessError('common.validation.startBeforeEnd', 422, [], { fields: { end_time: 'startBeforeEnd' } });
  if (end.getTime() > Date.now() + 60_000) throw new BusinessError('workOrderRecord.errors.future', 422, [], { fields: { end_time: 'future' } });
  const minutes = minutesBetween(start, end);
  if (minutes > LIMITS.entryMinutes) throw new BusinessError('workOrderLabour.errors.tooLong', 422, [LIMITS.entryMinutes], { fields: { end_time: 'tooLong' } });
  return { start, end, minutes };
}
