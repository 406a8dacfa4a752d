import { JobStatus } from '@gengyun/contracts';
import { JOB_DEFAULTS } from '@gengyun/core';
import type { TransferTask, TransferTasks } from '@gengyun/files';

/**
 * Runs an export job's task: a task already over is left (jobs are idempotent); the last failed attempt marks it
 * failed so that nobody waits on it.
 */
export async function runExportTask(
  tasks: TransferTasks,
  job: { data: { taskId: number; enterpriseId: number }; attemptsMade: number },
  write: (task: TransferTask) => Promise<void>,
): Promise<void> {
  const task = await tasks.load(Number(job.data.taskId), Number(job.data.enterpriseId));
  if (!task || task.direction !== 'export' || task.status === JobStatus.done || task.status === JobStatus.failed) return;
  try {
    await write(task);
  } catch (error) {
    if (job.attemptsMade + 1 >= JOB_DEFAULTS.attempts) await tasks.progress(task, { status: JobStatus.failed }, [{ key: 'inventory.export.failed' }]);
    throw error;
  }
}
