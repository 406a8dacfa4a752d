import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { PatrolSweep } from './patrol-sweep.service';
import '../../maintenance.jobs';

/** How often missed and late points are looked for: a point is marked at most this long after it is due. */
export const PATROL_SWEEP_MS = 60_000;
export const PATROL_SWEEP_JOB_ID = 'patrol-sweep';

/** Schedules the patrol sweep (queue `sweeps`) in every process that runs processors, and runs it. */
@Injectable()
export class PatrolSweepProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('PatrolSweep');

  constructor(
    private readonly sweep: PatrolSweep,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'patrol-sweep', {}, { jobId: PATROL_SWEEP_JOB_ID, repeat: { every: PATROL_SWEEP_MS } });
  }

  @JobHandler('sweeps', 'patrol-sweep')
  async run(_job: Job<'sweeps', 'patrol-sweep'>): Promise<void> {
    const { missed, late } = await this.sweep.run();
    if (missed || late) this.logger.log(`${missed} patrol task(s) missed, ${late} late`);
  }
}
