import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobStatus, type TaskDirection, type TaskMessage } from '@gengyun/contracts';
import { EventBus, type AuthContext, type RemarkPart } from '@gengyun/core';
import { TransferKinds } from './transfer-kinds';
import { TransferTask } from './transfer-task.entity';

/** A message an area writes on a task: a message key with its params, and the row and column it is about. */
export type TaskNote = RemarkPart & Pick<TaskMessage, 'row' | 'column'>;

/** Messages kept per task: enough to fix a sheet, bounded so one task cannot grow without end. */
export const MAX_TASK_MESSAGES = 1000;

/**
 * What an area's import or export job does with its task: create it for a registered kind, move it along (status
 * 0 waiting, 1 running, 2 done, 3 failed; progress 0–100; row messages). Every change is pushed to the task's owner
 * alone as the `job.progress` event.
 */
@Injectable()
export class TransferTasks {
  constructor(
    @InjectRepository(TransferTask) private readonly repo: Repository<TransferTask>,
    private readonly kinds: TransferKinds,
    private readonly bus: EventBus,
  ) {}

  create(ctx: Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>, direction: TaskDirection, kind: string, fileName: string, params: object, storageKey: string | null): Promise<TransferTask> {
    if (!this.kinds.get(kind)?.directions.includes(direction)) throw new Error(`no ${direction} kind "${kind}" is registered`);
    return this.repo.save(
      this.repo.create({
        enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_user_name: ctx.name.slice(0, 100) || null, direction, kind, file_name: fileName.slice(0, 255),
        status: JobStatus.waiting, progress: 0, params: JSON.stringify(params), messages: null, total_rows: 0, done_rows: 0, failed_rows: 0, storage_key: storageKey, finish_time: null,
      }),
    );
  }

  load(id: number, enterpriseId: number): Promise<TransferTask | null> {
    return this.repo.findOne({ where: { id, enterprise_id: enterpriseId } });
  }

  /** Writes the change and pushes it. Messages replace the task's; the rows they name are counted as failed. */
  async progress(task: TransferTask, patch: Partial<Pick<TransferTask, 'status' | 'progress' | 'total_rows' | 'done_rows' | 'storage_key'>>, messages?: readonly TaskNote[]): Promise<void> {
    Object.assign(task, patch);
    if (messages) {
      task.messages = JSON.stringify(messages.slice(0, MAX_TASK_MESSAGES));
      task.failed_rows = new Set(messages.flatMap((m) => (m.row === undefined ? [] : [m.row]))).size;
    }
    if (task.status === JobStatus.done || task.status === JobStatus.failed) task.finish_time = new Date();
    await this.repo.save(task);
    this.notify(task);
  }

  /** Pushes the task's progress without writing it (used inside an import's transaction). */
  notify(task: TransferTask): void {
    this.bus.emit('job.progress', {
      enterpriseId: task.enterprise_id, userId: task.create_user_id ?? 0, id: `${task.direction}-${task.id}`, queue: `${task.direction}s`, progress: task.progress, status: task.status,
    });
  }
}
