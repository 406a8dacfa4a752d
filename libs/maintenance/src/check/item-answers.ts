import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type EntityTarget, type Repository } from 'typeorm';
import { ANSWER_FILE_OWNERS, type AnswerFileOwner, type MessageKey, type TaskItemRow } from '@gengyun/contracts';
import { BusinessError, isUniqueViolation, type AuthContext } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { MeterService, ReadingQueryService } from '@gengyun/iot';
import { TaskItem } from '../task/task-item.entity';
import { checkValue, type CheckedItem } from './check-value';
import type { ItemAnswer } from './item-answer.entity';

export const CHECK_RESULT_BUSINESS_NO = ANSWER_FILE_OWNERS.check;
export const PATROL_RESULT_BUSINESS_NO = ANSWER_FILE_OWNERS.patrol;

/** What a recording sets on one answer row: the value as stored, whether it fails, and the files to bind to the row. */
export interface CheckedAnswer<R extends ItemAnswer> {
  row: R;
  value: string;
  failed: boolean;
  binding: number[];
}

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);
const refuse = (key: MessageKey): never => {
  throw new BusinessError(key, 422, [], { fields: { value: 'invalid' } });
};
/** Meters of one piece of equipment read at most (the page the iot area serves). */
const METERS_PER_EQUIPMENT = 100;

/** The item columns of a new answer row: the item as it is now, nothing answered yet. */
export const itemCopy = (item: TaskItemRow, position: number) => ({
  item_id: item.id,
  position,
  name: item.name,
  type: item.type,
  standard: item.standard,
  lower_limit: item.lower_limit,
  upper_limit: item.upper_limit,
  unit: item.unit,
  options: item.options.length ? JSON.stringify(item.options) : null,
  failing_options: item.failing_options.length ? JSON.stringify(item.failing_options) : null,
  failure_opens_order: item.failure_opens_order,
  value: null,
  failed: null,
  recorded_by: null,
  recorded_time: null,
});

const checkedItem = (row: ItemAnswer): CheckedItem => ({ ...row, options: list(row.options), failing_options: list(row.failing_options) });

/**
 * One answer-checking piece for every checklist row, on a generated order (`check/`) or at a patrol point
 * (`patrol/result`): the answer against its item's type and limits, its photos and signature against the files area,
 * the files bound to the row, the row as answered (with a meter reading's live value), and the repair order a failure
 * opens made once.
 */
@Injectable()
export class ItemAnswers {
  constructor(
    @InjectRepository(TaskItem) private readonly items: Repository<TaskItem>,
    private readonly files: FileService,
    private readonly meters: MeterService,
    private readonly readings: ReadingQueryService,
  ) {}

  /**
   * An answer checked against its row (the SPEC-style message on a misfit). A photo or signature names files uploaded
   * under the row's owner: of the caller's enterprise, uploaded by the caller and not bound yet — or already this row's
   * (a phone sending the same answers again); anything else is "not found". Photos must be pictures, a signature a PNG.
   */
  async check<R extends ItemAnswer>(ctx: AuthContext, owner: AnswerFileOwner, row: R, sent: unknown): Promise<CheckedAnswer<R>> {
    const checked = checkValue(checkedItem(row), sent);
    const binding: number[] = [];
    for (const fileId of checked.fileIds) {
      const file = await this.files.find(ctx, fileId, owner);
      if (file.data_id === row.id) continue;
      if (file.data_id !== null || file.create_user_id !== ctx.userId) throw BusinessError.notFound();
      if (file.category !== 'image') refuse(row.type === 'signature' ? 'maintenance.errors.checkSignatureKind' : 'maintenance.errors.checkPhotoKind');
      if (row.type === 'signature' && file.ext !== 'png') refuse('maintenance.errors.checkSignatureKind');
      binding.push(file.id);
    }
    return { row, value: JSON.stringify(checked.value), failed: checked.failed, binding };
  }

  /** Writes checked answers and binds their files to their rows, in the caller's transaction. */
  async write<R extends ItemAnswer>(m: EntityManager, ctx: AuthContext, owner: AnswerFileOwner, target: EntityTarget<R>, answers: ReadonlyArray<CheckedAnswer<R>>): Promise<void> {
    const now = new Date();
    for (const a of answers) {
      await m.update(target, a.row.id, { value: a.value, failed: a.failed, recorded_by: ctx.userId, recorded_time: now, update_time: now } as never);
      await this.files.bind(ctx, owner, a.row.id, a.binding, m);
    }
  }

  /**
   * Opens a failure's repair order once: nothing when one is already linked; when two race, the loser's repair row
   * fails its unique key inside `open`'s order transaction and that order is undone.
   */
  async repairOnce<T>(linked: () => Promise<boolean>, open: () => Promise<T>): Promise<T | null> {
    if (await linked()) return null;
    try {
      return await open();
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Rows as answered, with the repair order each opened and, for meter readings on a piece of equipment, the latest
   * value of the item's quantity among the equipment's meters the caller may see (the iot area's reader).
   */
  async view<R extends ItemAnswer>(ctx: AuthContext, rows: readonly R[], repairOf: ReadonlyMap<number, number>, equipmentOf: (row: R) => number | null) {
    const live = await this.liveValues(ctx, rows, equipmentOf);
    return rows.map((r) => ({
      ...r,
      options: list(r.options),
      failing_options: list(r.failing_options),
      failure_opens_order: Boolean(r.failure_opens_order),
      failed: r.failed === null ? null : Boolean(r.failed),
      value: r.value === null ? null : (JSON.parse(r.value) as boolean | number | string | string[] | number[]),
      lower_limit: r.lower_limit === null ? null : Number(r.lower_limit),
      upper_limit: r.upper_limit === null ? null : Number(r.upper_limit),
      repair_order_id: repairOf.get(r.id) ?? null,
      live_value: live.get(r.id) ?? null,
    }));
  }

  private async liveValues<R extends ItemAnswer>(ctx: AuthContext, rows: readonly R[], equipmentOf: (row: R) => number | null): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const readings = rows.filter((r) => r.type === 'meterReading' && equipmentOf(r) !== null);
    if (!readings.length) return out;
    const items = await this.items.find({ select: { id: true, meter_quantity: true }, where: { enterprise_id: ctx.enterpriseId, id: In([...new Set(readings.map((r) => r.item_id))]) } });
    const quantityOf = new Map(items.filter((i) => i.meter_quantity).map((i) => [i.id, i.meter_quantity as string]));
    const latest = new Map<number, Map<string, { value: number; ts: number }>>();
    for (const equipmentId of new Set(readings.map((r) => equipmentOf(r) as number))) {
      const page = await this.meters.pageList(ctx, { equipment_id: equipmentId, pageNumber: 1, pageSize: METERS_PER_EQUIPMENT } as Parameters<MeterService['pageList']>[1]);
      const newest = new Map<string, { value: number; ts: number }>();
      for (const meter of await this.readings.latestOf(page.rows)) {
        for (const [quantity, v] of Object.entries(meter.values)) if (!newest.has(quantity) || (newest.get(quantity) as { ts: number }).ts < v.ts) newest.set(quantity, v);
      }
      latest.set(equipmentId, newest);
    }
    for (const r of readings) {
      const quantity = quantityOf.get(r.item_id);
      const value = quantity ? latest.get(equipmentOf(r) as number)?.get(quantity)?.value : undefined;
      if (value !== undefined) out.set(r.id, Number(value));
    }
    return out;
  }
}
