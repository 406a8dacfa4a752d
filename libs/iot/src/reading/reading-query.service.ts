import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type Repository } from 'typeorm';
import { HISTORY_MAX_POINTS, type HistoryGrain } from '@gengyun/contracts';
import { BusinessError, findScoped, type AuthContext } from '@gengyun/core';
import type { HistoryDto } from '../meter/meter.dto';
import { METER_SCOPE, Meter } from '../meter/meter.entity';
import { quantitySpec } from '../meter/meter-quantities';
import { MeterLatest, MeterReading, MeterRollup, readingOf, type RollupGrain } from './reading.entity';
import { BUCKET_MS } from './rollup-sql';

/** At most this many points per series in a chart. */
export const MAX_POINTS = HISTORY_MAX_POINTS;

export type { HistoryGrain };

export interface HistorySeries {
  quantity: string;
  unit: string;
  /** raw: [ts, value]; roll-ups: [bucket start, avg, min, max] (ts epoch ms). */
  points: number[][];
}

export interface LatestValues {
  meterId: number;
  status: Meter['status'];
  last_seen: Date | null;
  values: Record<string, { value: number; ts: number }>;
}


/** Reads of stored readings: latest values, and history that picks raw rows or a roll-up by the range. */
@Injectable()
export class ReadingQueryService {
  constructor(
    @InjectRepository(Meter) private readonly meters: Repository<Meter>,
    @InjectRepository(MeterReading) private readonly readings: Repository<MeterReading>,
    @InjectRepository(MeterLatest) private readonly latest: Repository<MeterLatest>,
    @InjectRepository(MeterRollup) private readonly rollups: Repository<MeterRollup>,
  ) {}

  /** Latest values of these meters (already checked to be the caller's). */
  async latestOf(meters: Meter[]): Promise<LatestValues[]> {
    const rows = meters.length ? await this.latest.find({ where: { meter_id: In(meters.map((m) => m.id)) } }) : [];
    const byMeter = new Map<number, LatestValues['values']>();
    for (const row of rows) byMeter.set(row.meter_id, { ...byMeter.get(row.meter_id), [row.quantity]: { value: row.value, ts: row.ts } });
    return meters.map((m) => ({ meterId: m.id, status: m.status, last_seen: m.last_seen, values: byMeter.get(m.id) ?? {} }));
  }

  /** The newest `limit` stored readings of a meter with after < ts < before (after null: no lower bound), oldest first. */
  async storedBetween(meterId: number, after: number | null, before: number, limit: number): Promise<Array<{ ts: number; values: Record<string, number> }>> {
    const query = this.readings.createQueryBuilder('r').where('r.meter_id = :meterId AND r.ts < :before', { meterId, before });
    if (after !== null) query.andWhere('r.ts > :after', { after });
    const rows = await query.orderBy('r.ts', 'DESC').limit(limit).getMany();
    return rows.reverse().map(readingOf);
  }

  async history(ctx: AuthContext, dto: HistoryDto): Promise<{ grain: HistoryGrain; series: HistorySeries[] }> {
    const meter = await findScoped(this.meters, ctx, dto.meterId, METER_SCOPE);
    if (dto.end <= dto.start) throw new BusinessError('iot.meter.errors.timeRange', 422);
    const specs = dto.quantities.map((q) => {
      const spec = quantitySpec(meter.meter_type, q);
      if (!spec) throw new BusinessError('iot.meter.errors.quantity', 422, [q, meter.meter_type]);
      return spec;
    });
    const raw = await this.readings.find({ where: { meter_id: meter.id, ts: Between(dto.start, dto.end) }, order: { ts: 'ASC' }, take: MAX_POINTS + 1 });
    if (raw.length <= MAX_POINTS) {
      const parsed = raw.map(readingOf);
      return {
        grain: 'raw',
        series: specs.map((s) => ({ quantity: s.key, unit: s.unit, points: parsed.filter((r) => s.key in r.values).map((r) => [r.ts, r.values[s.key]]) })),
      };
    }
    const grain = grainFor(dto.end - dto.start);
    const from = dto.start - (dto.start % BUCKET_MS[grain]) - (grain === 'd' ? BUCKET_MS.d : 0);
    const rows = await this.rollups.find({
      where: { meter_id: meter.id, grain, quantity: In(specs.map((s) => s.key)), bucket: Between(from, dto.end) },
      order: { bucket: 'ASC' },
    });
    return {
      grain,
      series: specs.map((s) => ({
        quantity: s.key,
        unit: s.unit,
        points: thin(rows.filter((r) => r.quantity === s.key && r.bucket + BUCKET_MS[grain] > dto.start).map((r) => [r.bucket, r.sum_v / r.cnt, r.min_v, r.max_v])),
      })),
    };
  }
}

/**
 * Raw rows are used when the range holds at most MAX_POINTS of them (one bounded query finds out); otherwise the
 * finest roll-up with at most MAX_POINTS buckets over the range: minute (up to ~33 h), hour (~83 days), day.
 */
export function grainFor(span: number): RollupGrain {
  if (span <= MAX_POINTS * BUCKET_MS.m) return 'm';
  if (span <= MAX_POINTS * BUCKET_MS.h) return 'h';
  return 'd';
}

/** Every k-th point so a series never exceeds MAX_POINTS (day buckets over more than ~5 years). */
function thin(points: number[][]): number[][] {
  if (points.length <= MAX_POINTS) return points;
  const step = Math.ceil(points.length / MAX_POINTS);
  return points.filter((_, i) => i % step === 0);
}
