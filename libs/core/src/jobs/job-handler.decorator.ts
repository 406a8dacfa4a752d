import type { Job, JobName, QueueName } from './job-names';

export const JOB_HANDLER = Symbol('gengyun:job-handler');

export interface JobHandlerMeta {
  queue: QueueName;
  name: string;
}

/**
 * Marks a provider method as the processor of one job name; the method's parameter is checked against the
 * JobMap. Handlers run in the worker (or in the api in embedded mode) and must be idempotent.
 *
 *   @JobHandler('alarms', 'escalate')
 *   escalate(job: Job<'alarms', 'escalate'>): Promise<void> { … }
 */
export function JobHandler<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N) {
  return (_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<(job: Job<Q, N>) => Promise<void>>): void => {
    Reflect.defineMetadata(JOB_HANDLER, { queue, name } satisfies JobHandlerMeta, descriptor.value as object);
  };
}
