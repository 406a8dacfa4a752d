import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app.config';
import { HealthRegistry } from '../health/health.registry';
import { BullMqJobs } from './bullmq.jobs';
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
          useFactory: (health: HealthRegistry): Jobs => {
            if (!config.redisUrl) {
              health.register('redis', () => Promise.resolve('disabled'));
              return new InProcessJobs(config.timeZone);
            }
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
