import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app.config';
import { HealthRegistry } from '../health/health.registry';
import { InProcessJobs } from './in-process.jobs';
import { Jobs } from './job.port';
import { JobsExplorer } from './jobs.explorer';
import { PlatformRole } from './process-role';

/** The job port by configuration: BullMQ when REDIS_URL is set, in-process otherwise. Reports 'redis' health. */
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig, role: PlatformRole): DynamicModule {
    return {
      module: JobsModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: PlatformRole, useValue: role },
        {
          provide: Jobs,
          inject: [HealthRegistry],
          useFactory: async (health: HealthRegistry): Promise<Jobs> => {
            if (!config.redisUrl) {
              health.register('redis', () => Promise.resolve('disabled'));
              return new InProcessJobs(config.timeZone);
            }
            // BullMQ (and its Redis client) loads only in scaled mode: an embedded process never spends the time.
            const { BullMqJobs } = await import('./bullmq.jobs');
            const jobs = new BullMqJobs(config.redisUrl, { prefix: config.redisPrefix, defaultTimeZone: config.timeZone });
            health.register('redis', async () => ((await jobs.connection.ping()) === 'PONG' ? 'up' : 'down'));
            return jobs;
          },
        },
        JobsExplorer,
      ],
      exports: [Jobs, PlatformRole],
    };
  }
}
