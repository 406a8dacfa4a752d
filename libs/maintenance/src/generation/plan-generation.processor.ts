import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobHandler, Jobs, PlatformRole, type Job } from '@gengyun/core';
import { PlanGeneration } from './plan-generation.service';
import { PatrolGeneration } from '../patrol/task/patrol-generation.service';
import '../maintenance.jobs';

/** How often plans are generated: a new or edited plan's orders appear within this time. */
export const PLAN_GENERATION_MS = 15 * 60_000;
export const PLAN_GENERATION_JOB_ID = 'maintenance-plans';

/** Schedules plan generation (queue `plans`: plan orders and patrol tasks) in every process that runs processors, and runs it. */
@Injectable()
export class PlanGenerationProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('PlanGeneration');

  constructor(
    private readonly generation: PlanGeneration,
    private readonly patrol: PatrolGeneration,
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.runsProcessors) return;
    await this.jobs.add('plans', 'generate', {}, { jobId: PLAN_GENERATION_JOB_ID, repeat: { every: PLAN_GENERATION_MS } });
  }

  @JobHandler('plans', 'generate')
  async run(_job: Job<'plans', 'generate'>): Promise<void> {
    const { created } = await this.generation.runAll();
    if (created) this.logger.log(`${created} plan order(s) generated`);
    // Route plans ride the same job: one schedule for everything plans generate.
    const tasks = await this.patrol.runAll();
    if (tasks.created) this.logger.log(`${tasks.created} patrol task(s) generated`);
  }
}
