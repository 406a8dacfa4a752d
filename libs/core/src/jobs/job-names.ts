/* eslint-disable @typescript-eslint/no-empty-object-type -- filled by the areas through declaration merging */
/** Imports of uploaded workbooks, one job name per kind (each area adds its kinds). */
export interface ImportJobs {}
/** Exports to files, one job name per kind. */
export interface ExportJobs {}
/** Periodic clean-ups, scheduled with `repeat`. */
export interface SweepJobs {}
/* eslint-enable @typescript-eslint/no-empty-object-type */

/**
 * Every queue and job name with its payload (ARCHITECTURE §5). `jobs.add('alarms', 'escalate', …)` is type-checked
 * against this map. Core declares the queues areas share; an area adds its jobs in its `<area>.jobs.ts` by
 * declaration merging, to a shared queue or a queue of its own:
 *   declare module '@gengyun/core' { interface SweepJobs { 'offline-meters': Record<string, never> } }
 *   declare module '@gengyun/core' { interface JobMap { alarms: { escalate: {…} } } }
 * Payloads are plain JSON: they outlive the code that wrote them, so processors re-validate what they read.
 */
export interface JobMap {
  imports: ImportJobs;
  exports: ExportJobs;
  sweeps: SweepJobs;
}

export type QueueName = keyof JobMap;
export type JobName<Q extends QueueName> = keyof JobMap[Q] & string;
export type JobData<Q extends QueueName, N extends JobName<Q>> = JobMap[Q][N];

interface JobShape<P extends QueueName, K extends JobName<P>> {
  id: string;
  queue: P;
  name: K;
  data: JobMap[P][K];
  /** Attempts that already failed before this one (0 on the first run). */
  attemptsMade: number;
}

/** What a processor receives: a job of queue Q (any of its names, discriminated by `name`, unless N is given). */
export type Job<Q extends QueueName, N extends JobName<Q> | '*' = '*'> = {
  [P in Q]: { [K in JobName<P>]: K extends (N extends '*' ? K : N) ? JobShape<P, K> : never }[JobName<P>];
}[Q];

/** Letters, digits, `-`, `_` and `.`: BullMQ refuses most ids with colons, and the port refuses them everywhere. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;
