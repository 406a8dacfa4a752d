import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { turnLoader, type MeterType, type ObjectScope } from '@gengyun/core';
import { EnterpriseService } from '@gengyun/identity';
import { Meter, meterScope } from '../meter/meter.entity';

/** What ingest needs of a meter. */
export interface MeterRef {
  id: number;
  enterpriseId: number;
  code: string;
  type: MeterType;
  enabled: boolean;
  scope: ObjectScope;
}

interface Cached<T> {
  value: T;
  until: number;
}

const TTL_MS = 30_000;
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 100_000;

/**
 * Meters by topic for the ingest hot path, cached for 30 s (unknown topics for 5 s). Changes made in this process
 * invalidate at once; a scaled-out worker sees another process's change within the TTL.
 */
@Injectable()
export class IngestMeterCache {
  private readonly meters = new Map<string, Cached<MeterRef | null>>();
  private readonly loading = new Map<string, Promise<MeterRef | null>>();
  private readonly loader = turnLoader<string, MeterRef>((topics) => this.loadMany(topics));
  private readonly enterprises = new Map<string, Cached<number | null>>();

  constructor(
    @InjectRepository(Meter) private readonly repo: Repository<Meter>,
    private readonly enterpriseService: EnterpriseService,
  ) {}

  byTopic(topic: string): Promise<MeterRef | null> {
    const hit = this.meters.get(topic);
    if (hit && hit.until > Date.now()) return Promise.resolve(hit.value);
    let load = this.loading.get(topic);
    if (!load) {
      load = this.loader
        .load(topic)
        .then((value) => {
          if (this.meters.size > MAX_ENTRIES) this.meters.clear();
          this.meters.set(topic, { value, until: Date.now() + (value ? TTL_MS : MISS_TTL_MS) });
          return value;
        })
        .finally(() => this.loading.delete(topic));
      this.loading.set(topic, load);
    }
    return load;
  }

  /** The misses of one turn in one query per 500 topics. */
  private async loadMany(topics: readonly string[]): Promise<Map<string, MeterRef>> {
    const rows = await this.repo.find({
      where: { topic: In([...topics]) },
      select: { id: true, topic: true, enterprise_id: true, meter_code: true, meter_type: true, enabled: true, location_id: true, equipment_type_id: true },
    });
    return new Map(rows.map((row) => [row.topic, { id: row.id, enterpriseId: row.enterprise_id, code: row.meter_code, type: row.meter_type, enabled: row.enabled, scope: meterScope(row) }]));
  }

  /** The enterprise a topic names (for dead letters of unknown meters), or null. */
  async enterpriseId(code: string): Promise<number | null> {
    const hit = this.enterprises.get(code);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = (await this.enterpriseService.byCode(code))?.id ?? null;
    if (this.enterprises.size > MAX_ENTRIES) this.enterprises.clear();
    this.enterprises.set(code, { value, until: Date.now() + TTL_MS });
    return value;
  }

  invalidate(topic: string): void {
    this.meters.delete(topic);
  }
}
