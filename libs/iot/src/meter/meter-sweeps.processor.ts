import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { EventBus, JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { Meter, meterScope } from './meter.entity';
import { ReadingRetentionService } from '../reading/reading-retention.service';
import { ROLLUP_DERIVE_MS, RollupDeriver } from '../reading/rollup-deriver';

/** How often the offline sweep runs; a meter is reported offline at most this late. */
export const OFFLINE_SWEEP_MS = 30_000;

/**
 * The iot sweeps (queue `sweeps`): meters silent for longer than their offline_after_seconds go offline
 * (`iot.meter.status`), hour and day roll-ups derived from the minutes ingest wrote, and the daily raw-reading
 * retention. Both are idempotent; schedules are upserted at boot by
 * every process that runs processors.
 */
@Injectable()
export class MeterSweepProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('MeterSweeps');

  constructor(
    @InjectRepository(Meter) private readonly repo: Repository<Meter>,
    private readonly bus: EventBus,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
    private readonly retention: ReadingRetentionService,
    private readonly rollups: RollupDeriver,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'offline-meters', {}, { jobId: 'offline-meters', repeat: { every: OFFLINE_SWEEP_MS } });
    await this.jobs.add('sweeps', 'reading-retention', {}, { jobId: 'reading-retention', repeat: { cron: '17 3 * * *' } });
    await this.jobs.add('sweeps', 'rollup-derive', {}, { jobId: 'rollup-derive', repeat: { every: ROLLUP_DERIVE_MS } });
  }

  @JobHandler('sweeps', 'offline-meters')
  async offlineMeters(_job: Job<'sweeps', 'offline-meters'>): Promise<void> {
    const changed = await this.markOffline();
    if (changed) this.logger.log(`${changed} meter(s) went offline`);
  }

  @JobHandler('sweeps', 'reading-retention')
  async readingRetention(_job: Job<'sweeps', 'reading-retention'>): Promise<void> {
    await this.retention.sweep();
  }

  @JobHandler('sweeps', 'rollup-derive')
  async rollupDerive(_job: Job<'sweeps', 'rollup-derive'>): Promise<void> {
    await this.rollups.deriveMarked();
  }

  /** Marks silent meters offline and emits one event per meter that changed; returns how many changed. */
  async markOffline(now = new Date()): Promise<number> {
    const online = await this.repo.find({
      where: { enabled: true, status: 'online' },
      select: { id: true, enterprise_id: true, last_seen: true, offline_after_seconds: true, location_id: true, equipment_type_id: true },
    });
    let changed = 0;
    for (const meter of online) {
      if (!meter.last_seen || now.getTime() - meter.last_seen.getTime() <= meter.offline_after_seconds * 1000) continue;
      // Only if ingest has not touched it since it was read (last_seen unchanged).
      const result = await this.repo.update({ id: meter.id, status: 'online', last_seen: meter.last_seen }, { status: 'offline' });
      if (!result.affected) continue;
      changed++;
      this.bus.emit('iot.meter.status', { enterpriseId: meter.enterprise_id, meterId: meter.id, scope: meterScope(meter), status: 'offline', at: now });
    }
    return changed;
  }
}
