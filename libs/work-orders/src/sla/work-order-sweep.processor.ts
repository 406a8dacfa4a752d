import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { WorkOrderSweep } from './work-order-sweep.service';
import '../work-orders.jobs';

/** How often the SLA sweep runs: an order goes overdue at most this long after its deadline. */
export const SLA_SWEEP_MS = 60_000;
export const SLA_SWEEP_JOB_ID = 'work-order-sla';

/** Schedules the SLA sweep (queue `sweeps`) in every process that runs processors, and runs it. */
@Injectable()
export class WorkOrderSweepProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('WorkOrderSweep');

  constructor(
    private readonly sweep: WorkOrderSweep,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('sweeps', 'work-order-sla', {}, { jobId: SLA_SWEEP_JOB_ID, repeat: { every: SLA_SWEEP_MS } });
  }

  @JobHandler('sweeps', 'work-order-sla')
  async run(_job: Job<'sweeps', 'work-order-sla'>): Promise<void> {
    const { overdue, late, nodes, claims } = await this.sweep.run();
    if (overdue || late || nodes || claims) this.logger.log(`${overdue} overdue, ${late} late, ${nodes} workflow node(s) late, ${claims} request id(s) let go`);
  }
}
