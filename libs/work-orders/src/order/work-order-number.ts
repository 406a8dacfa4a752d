import { Injectable } from '@nestjs/common';
import type { EntityManager, EntityTarget } from 'typeorm';
import { AppConfig } from '@gengyun/core';
import { WorkOrderSequence } from './work-order.entity';

/** A kind of business number: its prefix and the table of its day counters (same columns as `work_order_sequence`). */
export interface NumberSeries {
  prefix: string;
  counter: EntityTarget<{ enterprise_id: number; day: string; value: number; create_time: Date; update_time: Date }>;
}

export const WORK_ORDER_SERIES: NumberSeries = { prefix: 'WO', counter: WorkOrderSequence };

/**
 * Business numbers `WO20250131-0001`: prefix, the day in the installation's time zone, and the enterprise's next
 * number of that day. The day's counter row is created once (insert-or-ignore, outside the order's transaction), then
 * raised inside it: the raise locks the row until the order commits, so concurrent adds on MySQL queue on it and
 * never share a number; a rolled-back add gives its number back. The unique (enterprise, code) index is the last guard.
 */
@Injectable()
export class WorkOrderNumbers {
  constructor(private readonly config: AppConfig) {}

  /** Call before the transaction that uses `next`. */
  async prepare(m: EntityManager, enterpriseId: number, series: NumberSeries = WORK_ORDER_SERIES): Promise<string> {
    const day = this.today();
    await m.createQueryBuilder().insert().into(series.counter).values({ enterprise_id: enterpriseId, day, value: 0, create_time: new Date(), update_time: new Date() }).orIgnore().execute();
    return day;
  }

  async next(m: EntityManager, enterpriseId: number, day: string, series: NumberSeries = WORK_ORDER_SERIES): Promise<string> {
    return (await this.nextMany(m, enterpriseId, day, 1, series))[0]!;
  }

  /** `count` consecutive numbers with one raise of the day's counter (a batch of orders in one transaction). */
  async nextMany(m: EntityManager, enterpriseId: number, day: string, count: number, series: NumberSeries = WORK_ORDER_SERIES): Promise<string[]> {
    await m
      .createQueryBuilder()
      .update(series.counter)
      .set({ value: () => `value + ${Math.max(1, Math.trunc(count))}`, update_time: new Date() })
      .where('enterprise_id = :enterpriseId AND day = :day', { enterpriseId, day })
      .execute();
    const row = await m.findOneOrFail(series.counter, { where: { enterprise_id: enterpriseId, day } });
    const first = row.value - Math.max(1, Math.trunc(count)) + 1;
    return Array.from({ length: Math.max(1, Math.trunc(count)) }, (_, i) => `${series.prefix}${day}-${String(first + i).padStart(4, '0')}`);
  }

  private today(): string {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: this.config.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
    const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}${get('month')}${get('day')}`;
  }
}
