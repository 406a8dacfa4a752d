import { Injectable } from '@nestjs/common';
import type { AuthContext, MeterType, ObjectScope } from '@gengyun/core';
import { MeterService, ReadingQueryService, meterScope, quantitySpec, type Meter } from '@gengyun/iot';

export interface AlarmMeter {
  id: number;
  meter_code: string;
  meter_type: MeterType;
  last_seen: Date | null;
  /** When the meter was added (a meter added after a no-data rule is judged from then). */
  create_time: Date | null;
  scope: ObjectScope;
}

const view = (m: Meter): AlarmMeter => ({ id: m.id, meter_code: m.meter_code, meter_type: m.meter_type, last_seen: m.last_seen, create_time: m.create_time ?? null, scope: meterScope(m) });

/**
 * What alarms need of the meter registry, through the iot area's services: does a meter exist in the enterprise,
 * its code and type, which quantities a type reports, and its stored readings.
 */
@Injectable()
export class AlarmMeters {
  constructor(
    private readonly meters: MeterService,
    private readonly readings: ReadingQueryService,
  ) {}

  async find(enterpriseId: number, meterId: number): Promise<AlarmMeter | null> {
    const meter = await this.meters.get(enterpriseId, meterId);
    return meter ? view(meter) : null;
  }

  /** A meter of the enterprise within the caller's data scope, or null. */
  async visible(ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>, meterId: number): Promise<AlarmMeter | null> {
    const [meter] = await this.meters.visible(ctx, [meterId]);
    return meter ? view(meter) : null;
  }

  /** Enabled meters of one type (for per-type no-data rules). */
  async ofType(enterpriseId: number, meterType: string): Promise<AlarmMeter[]> {
    return (await this.meters.enabledOfType(enterpriseId, meterType as MeterType)).map(view);
  }

  /** The newest `limit` stored readings of a meter with after < ts < before (after null: no lower bound), oldest first. */
  readingsBetween(meterId: number, after: number | null, before: number, limit: number): Promise<Array<{ ts: number; values: Record<string, number> }>> {
    return this.readings.storedBetween(meterId, after, before, limit);
  }

  hasQuantity(meterType: string, quantity: string): boolean {
    return quantitySpec(meterType as MeterType, quantity) !== undefined;
  }
}
