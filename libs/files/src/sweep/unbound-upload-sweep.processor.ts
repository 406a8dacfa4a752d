import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { UnboundUploadSweep } from './unbound-upload-sweep.service';
import '../files.jobs';

export const UNBOUND_SWEEP_JOB_ID = 'unbound-uploads';
const UNBOUND_SWEEP_MS = 3600_000;

/** Schedules the sweep of unbound uploads (queue `sweeps`) in every process that runs processors, and runs it. */
@Injectable()
export class UnboundUploadSweepProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('UnboundUploadSweep');

  constructor(
    private readonly sweep: UnboundUploadSweep,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'unbound-uploads', {}, { jobId: UNBOUND_SWEEP_JOB_ID, repeat: { every: UNBOUND_SWEEP_MS } });
  }

  @JobHandler('sweeps', 'unbound-uploads')
  async run(_job: Job<'sweeps', 'unbound-uploads'>): Promise<void> {
    const removed = await this.sweep.run();
    if (removed) this.logger.log(`${removed} unbound upload(s) removed`);
  }
}
