import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual, type Repository } from 'typeorm';
import { MAINTENANCE_LIMITS, type UsageCounter, type UsageReadingRow } from '@gengyun/contracts';
import { AppConfig, BusinessError, isUniqueViolation, type AuthContext } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import { addDays, type LocalDate } from '../cycle/local-date';
import { dayIn } from '../cycle/zoned';
import { derive } from './usage-derive';
import type { CounterPoint } from './usage-forecast';
import { DERIVATIONS } from './usage-quantities';
import { UsageMeters, type UsageMeter } from './usage-meters';
import { UsageCounterRow, UsageReading } from './usage.entity';
import type { UsageReadingDto, UsageReadingListDto } from './usage.dto';

const DAY_MS = 86_400_000;

/** A piece's counter, as `histories` keys its readings. */
export const historyKey = (equipmentId: number, counter: UsageCounter): string => `${equipmentId}:${counter}`;
const LIST_LIMIT = 100;

const readingRow = (r: UsageReading): UsageReadingRow => ({
  id: r.id,
  equipment_id: r.equipment_id,
  counter: r.counter,
  value: Number(r.value),
  source: r.source,
  read_day: r.read_day,
  read_time: r.read_time.toISOString(),
  create_user_id: r.create_user_id,
});

/**
 * Usage counters of equipment: taken in from the meter's readings (through the IoT area's services) or set by a
 * reading entered by hand, and their readings over time (the forecast's basis).
 */
@Injectable()
export class UsageCounters {
  constructor(
    @InjectRepository(UsageCounterRow) private readonly counters: Repository<UsageCounterRow>,
    @InjectRepository(UsageReading) private readonly readings: Repository<UsageReading>,
    private readonly meters: UsageMeters,
    private readonly equipment: EquipmentReferences,
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The counters' values now (null: never read), after taking in their meters' new readings where `fromMeter`. */
  async values(enterpriseId: number, equipmentIds: readonly number[], counter: UsageCounter, fromMeter: boolean, now = new Date()): Promise<Map<number, number | null>> {
    const meters = fromMeter && equipmentIds.length ? await this.meters.of(enterpriseId, equipmentIds, counter) : new Map<number, UsageMeter>();
    for (const id of equipmentIds) {
      const meter = meters.get(id);
      if (meter) await this.sync(enterpriseId, id, counter, meter, now);
    }
    const rows = equipmentIds.length ? await this.counters.find({ where: { equipment_id: In([...new Set(equipmentIds)]), counter } }) : [];
    const found = new Map(rows.map((r) => [r.equipment_id, Number(r.value)]));
    return new Map(equipmentIds.map((id) => [id, found.get(id) ?? null]));
  }

  /**
   * Takes in the meter's readings since the last one taken in (a new counter, or another meter, looks back over the
   * forecast's window). Two syncs at once: the first to move `synced_ts` wins, the other's additions are dropped.
   */
  private async sync(enterpriseId: number, equipmentId: number, counter: UsageCounter, source: UsageMeter, now: Date): Promise<void> {
    const row = await this.counters.findOne({ where: { equipment_id: equipmentId, counter } });
    const same = row?.meter_id === source.meter.id;
    // A new counter looks back over the forecast's window; one set by hand, or fed by another meter before, from then.
    const after = !row ? now.getTime() - MAINTENANCE_LIMITS.usageRateDays * DAY_MS : same && row.synced_ts !== null ? row.synced_ts : row.update_time.getTime();
    const readings = await this.meters.since(source.meter.id, source.quantity, after, now.getTime());
    if (!readings.length) return;
    const start = { added: 0, syncedTs: same ? (row?.synced_ts ?? null) : null, lastRaw: same ? (row?.last_raw ?? null) : null };
    const base = row ? Number(row.value) : 0;
    const zone = this.config.timeZone;
    const { state, days } = derive(DERIVATIONS[counter], start, readings, source.meter.offline_after_seconds * 1000, base, (ts) => dayIn(new Date(ts), zone));
    const moved = await this.dataSource.transaction(async (m) => {
      if (!row) {
        try {
          await m.save(m.create(UsageCounterRow, { enterprise_id: enterpriseId, create_user_id: null, equipment_id: equipmentId, counter, value: state.added, meter_id: source.meter.id, synced_ts: state.syncedTs, last_raw: state.lastRaw }));
          return true;
        } catch (error) {
          if (isUniqueViolation(error)) return false;
          throw error;
        }
      }
      const qb = m
        .createQueryBuilder()
        .update(UsageCounterRow)
        .set({ value: () => 'value + :added', meter_id: source.meter.id, synced_ts: state.syncedTs, last_raw: state.lastRaw, update_time: new Date() })
        .where('id = :id', { id: row.id })
        .setParameter('added', state.added);
      if (row.synced_ts === null) qb.andWhere('synced_ts IS NULL');
      else qb.andWhere('synced_ts = :was', { was: row.synced_ts });
      return ((await qb.execute()).affected ?? 0) > 0;
    });
    if (moved) for (const [day, value] of days) await this.snapshot(enterpriseId, equipmentId, counter, day, value);
  }

  /** The meter-derived counter at a day's end: one reading per day, the latest. */
  private async snapshot(enterpriseId: number, equipmentId: number, counter: UsageCounter, day: LocalDate, value: number): Promise<void> {
    const found = await this.readings.findOne({ where: { equipment_id: equipmentId, counter, source: 'meter', read_day: day } });
    if (found) await this.readings.update({ id: found.id }, { value, read_time: new Date() });
    else await this.readings.save(this.readings.create({ enterprise_id: enterpriseId, create_user_id: null, equipment_id: equipmentId, counter, value, source: 'meter', read_day: day, read_time: new Date() }));
  }

  /** The counter's readings from `from` on, oldest first (the forecast's basis). */
  async history(equipmentId: number, counter: UsageCounter, from: LocalDate): Promise<CounterPoint[]> {
    return (await this.histories([equipmentId], [counter], from)).get(historyKey(equipmentId, counter)) ?? [];
  }

  /** `history` of these counters of these pieces in one query, by `historyKey` (none read: no entry). */
  async histories(equipmentIds: readonly number[], counters: readonly UsageCounter[], from: LocalDate): Promise<Map<string, CounterPoint[]>> {
    const out = new Map<string, CounterPoint[]>();
    if (!equipmentIds.length || !counters.length) return out;
    const rows = await this.readings.find({
      where: { equipment_id: In([...new Set(equipmentIds)]), counter: In([...new Set(counters)]), read_day: MoreThanOrEqual(from) },
      order: { read_day: 'ASC', read_time: 'ASC', id: 'ASC' },
    });
    for (const r of rows) {
      const key = historyKey(r.equipment_id, r.counter);
      out.set(key, [...(out.get(key) ?? []), { day: r.read_day, value: Number(r.value) }]);
    }
    return out;
  }

  /** A reading entered by hand (the caller and now are kept with it): it becomes the counter's value. */
  async record(ctx: AuthContext, dto: UsageReadingDto): Promise<UsageReadingRow> {
    await this.equipment.place(ctx, dto.equipment_id);
    if (typeof dto.value !== 'number' || !Number.isFinite(dto.value) || dto.value < 0) throw new BusinessError('maintenance.errors.usageValue', 422, [], { fields: { value: 'usageValue' } });
    const now = new Date();
    const saved = await this.dataSource.transaction(async (m) => {
      const reading = await m.save(
        m.create(UsageReading, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, equipment_id: dto.equipment_id, counter: dto.counter, value: dto.value, source: 'manual', read_day: dayIn(now, this.config.timeZone), read_time: now }),
      );
      // Readings of the meter before now are in the value entered: the meter is taken in from now on.
      const updated = await m.update(UsageCounterRow, { equipment_id: dto.equipment_id, counter: dto.counter }, { value: dto.value, synced_ts: now.getTime(), last_raw: null, update_time: now });
      if (!updated.affected) await m.save(m.create(UsageCounterRow, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, equipment_id: dto.equipment_id, counter: dto.counter, value: dto.value, meter_id: null, synced_ts: null, last_raw: null }));
      return reading;
    });
    return readingRow(saved);
  }

  /** A piece of equipment's latest readings in the caller's scope, newest first. */
  async list(ctx: AuthContext, dto: UsageReadingListDto): Promise<UsageReadingRow[]> {
    await this.equipment.place(ctx, dto.equipment_id);
    const rows = await this.readings.find({
      where: { enterprise_id: ctx.enterpriseId, equipment_id: dto.equipment_id, ...(dto.counter ? { counter: dto.counter } : {}) },
      order: { read_time: 'DESC', id: 'DESC' },
      take: LIST_LIMIT,
    });
    return rows.map(readingRow);
  }

  /** The first day of the forecast's window. */
  windowStart(today: LocalDate): LocalDate {
    return addDays(today, -MAINTENANCE_LIMITS.usageRateDays);
  }
}
