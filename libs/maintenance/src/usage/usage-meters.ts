import { Injectable } from '@nestjs/common';
import type { UsageCounter } from '@gengyun/contracts';
import { MeterService, ReadingQueryService, quantitySpec, type Meter } from '@gengyun/iot';
import { USAGE_QUANTITIES } from './usage-quantities';

/** Readings are read back this many at a time, newest first, until the counter's last one is reached. */
const PAGE = 1000;
/** A counter takes in at most this many readings a sync; older ones beyond it are passed over (logged by the caller). */
export const MAX_READINGS_PER_SYNC = 50 * PAGE;

export interface UsageMeter {
  meter: Pick<Meter, 'id' | 'meter_type' | 'offline_after_seconds'>;
  quantity: string;
}

/**
 * The IoT area's side of usage counters, through its exported services only: which enabled meter of a piece of
 * equipment reports a counter's quantity, and that meter's stored readings of it.
 */
@Injectable()
export class UsageMeters {
  constructor(
    private readonly meters: MeterService,
    private readonly readings: ReadingQueryService,
  ) {}

  /** For each piece, the first enabled meter on it whose type reports the counter's quantity (per the catalogue). */
  async of(enterpriseId: number, equipmentIds: readonly number[], counter: UsageCounter): Promise<Map<number, UsageMeter>> {
    const out = new Map<number, UsageMeter>();
    const wanted = new Set(equipmentIds);
    for (const source of USAGE_QUANTITIES[counter]) {
      if (!quantitySpec(source.meterType, source.quantity)) continue;
      for (const meter of await this.meters.enabledOfType(enterpriseId, source.meterType)) {
        if (meter.equipment_id !== null && wanted.has(meter.equipment_id) && !out.has(meter.equipment_id)) out.set(meter.equipment_id, { meter, quantity: source.quantity });
      }
    }
    return out;
  }

  /** The meter's readings of the quantity with after < ts ≤ until, oldest first (at most the newest MAX_READINGS_PER_SYNC). */
  async since(meterId: number, quantity: string, after: number | null, until: number): Promise<Array<{ ts: number; value: number }>> {
    const pages: Array<Array<{ ts: number; values: Record<string, number> }>> = [];
    let before = until + 1;
    for (let total = 0; total < MAX_READINGS_PER_SYNC; ) {
      const page = await this.readings.storedBetween(meterId, after, before, PAGE);
      if (!page.length) break;
      pages.unshift(page);
      total += page.length;
      if (page.length < PAGE) break;
      before = (page[0] as { ts: number }).ts;
    }
    return pages.flat().flatMap((r) => (typeof r.values[quantity] === 'number' ? [{ ts: r.ts, value: r.values[quantity] as number }] : []));
  }
}
