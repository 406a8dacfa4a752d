/**
 * Every queue and job name with its payload (ARCHITECTURE §5). `jobs.add('alarms', 'escalate', …)` is
 * type-checked against this map; an area adds its jobs here. Payloads are plain JSON: they outlive the code
 * that wrote them, so processors re-validate what they read.
 */
export interface JobMap {
  /** Work orders generated from maintenance plans. */
  plans: {
    generate: { enterpriseId: number; planId: number };
  };
  /** SMS/mail escalation steps of an alarm, as delayed jobs with ids from `alarmStepJobId`. */
  alarms: {
    escalate: { enterpriseId: number; alarmId: number; step: number };
  };
  imports: {
    run: { enterpriseId: number; userId: number; taskId: number };
    /** Equipment ledger workbook (libs/equipment): validate every row, then write all in one transaction. */
    equipment: { enterpriseId: number; userId: number; taskId: number };
  };
  exports: {
    run: { enterpriseId: number; userId: number; taskId: number };
    /** Equipment ledger rows matching the list filters, as xlsx. */
    equipment: { enterpriseId: number; userId: number; taskId: number };
  };
  reports: {
    render: { enterpriseId: number; reportId: number; userId: number | null };
  };
  /** Periodic clean-ups, scheduled with `repeat`. */
  sweeps: {
    'session-expiry': Record<string, never>;
    'overdue-work-orders': Record<string, never>;
    'offline-meters': Record<string, never>;
    /** Daily: drop expired raw meter readings (partitions on MySQL), prepare the coming days. */
    'reading-retention': Record<string, never>;
    /** Daily: delete the accounts of enterprises cancelled more than 7 days ago (libs/identity). */
    'tenant-purge': Record<string, never>;
  };
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

export const QUEUES: readonly QueueName[] = ['plans', 'alarms', 'imports', 'exports', 'reports', 'sweeps'];

/** Letters, digits, `-`, `_` and `.`: BullMQ refuses most ids with colons, and the port refuses them everywhere. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

/** `alarm-12-step-3`: a repeat add of the same step is ignored; acknowledging removes the pending ones. */
export const alarmStepJobId = (alarmId: number, step: number): string => `alarm-${alarmId}-step-${step}`;
