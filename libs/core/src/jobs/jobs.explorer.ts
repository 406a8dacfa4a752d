import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Job, QueueName } from './job-names';
import { JOB_HANDLER, type JobHandlerMeta } from './job-handler.decorator';
import { Jobs } from './job.port';
import { PlatformRole } from './process-role';

type Handler = (job: Job<QueueName>) => Promise<void>;

/**
 * Finds every `@JobHandler` method and, in a process that runs processors, registers one processor per queue
 * that dispatches by job name. Closes the adapter when the app closes (before the database does).
 */
@Injectable()
export class JobsExplorer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly jobs: Jobs,
    private readonly role: PlatformRole,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.role.runsProcessors) return;
    const byQueue = new Map<QueueName, Map<string, Handler>>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = prototype[method];
        if (typeof fn !== 'function') continue;
        const meta = Reflect.getMetadata(JOB_HANDLER, fn) as JobHandlerMeta | undefined;
        if (!meta) continue;
        const names = byQueue.get(meta.queue) ?? new Map<string, Handler>();
        if (names.has(meta.name)) throw new Error(`Two handlers for job ${meta.queue}/${meta.name}`);
        names.set(meta.name, (fn as Handler).bind(instance));
        byQueue.set(meta.queue, names);
      }
    }
    for (const [queue, names] of byQueue) {
      this.jobs.process(queue, (job) => {
        const handler = names.get(job.name);
        if (!handler) return Promise.reject(new Error(`No handler for job ${queue}/${job.name}`));
        return handler(job);
      });
      this.logger.log(`processing ${queue}: ${[...names.keys()].join(', ')}`);
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.jobs.close();
  }
}
