import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MeterType } from '@gengyun/core';
import { Meter } from './meter.entity';
import { quantitySpec } from './meter-quantities';
import { MeterReading, readingOf } from './reading.entity';

export interface AlarmMeter {
  id: number;
  meter_code: string;
  meter_type: MeterType;
  last_seen: Date | null;
}

/**
 * What alarms need of the meter registry (part A of issue #5): does a meter exist in the enterprise, its code
 * and type, which quantities a type reports, and its stored readings. Reads the tables through their entities.
 */
@Injectable()
export class AlarmMeters {
  constructor(private readonly dataSource: DataSource) {}

  find(enterpriseId: number, meterId: number): Promise<AlarmMeter | null> {
    return this.dataSource
      .getRepository(Meter)
      .findOne({ select: { id: true, meter_code: true, meter_type: true, last_seen: true }, where: { id: meterId, enterprise_id: enterpriseId } });
  }

  /** Enabled meters of one type (for per-type no-data rules). */
  ofType(enterpriseId: number, meterType: string): Promise<AlarmMeter[]> {
    return this.dataSource
      .getRepository(Meter)
      .find({ select: { id: true, meter_code: true, meter_type: true, last_seen: true }, where: { enterprise_id: enterpriseId, meter_type: meterType as MeterType, enabled: true } });
  }

  /** The newest `limit` stored readings of a meter with after < ts < before (after null: no lower bound), oldest first. */
  async readingsBetween(meterId: number, after: number | null, before: number, limit: number): Promise<Array<{ ts: number; values: Record<string, number> }>> {
    const query = this.dataSource
      .getRepository(MeterReading)
      .createQueryBuilder('r')
      .where('r.meter_id = :meterId AND r.ts < :before', { meterId, before });
    if (after !== null) query.andWhere('r.ts > :after', { after });
    const rows = await query.orderBy('r.ts', 'DESC').limit(limit).getMany();
    return rows.reverse().map(readingOf);
  }

  hasQuantity(meterType: string, quantity: string): boolean {
    return quantitySpec(meterType as MeterType, quantity) !== undefined;
  }
}
