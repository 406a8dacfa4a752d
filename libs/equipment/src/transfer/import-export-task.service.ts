import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobStatus, type Page } from '@gengyun/contracts';
import { BusinessError, EventBus, findScoped, paginate, scoped, whereKeyword, type AuthContext, type RemarkPart } from '@gengyun/core';
import type { TaskPageDto } from '../ledger/equipment.dto';
import { ImportExportTask } from './import-export-task.entity';

export type TaskKind = 'import' | 'export';
export type TaskView = Omit<ImportExportTask, 'params' | 'messages' | 'storage_key'> & { messages: RemarkPart[]; has_file: boolean };

const view = (t: ImportExportTask): TaskView => {
  const { params: _p, storage_key, messages, ...rest } = t;
  return { ...rest, messages: messages ? (JSON.parse(messages) as RemarkPart[]) : [], has_file: storage_key !== null && t.kind === 'export' && t.status === JobStatus.done };
};

/**
 * Bookkeeping of background imports and exports (status 0 waiting, 1 running, 2 done, 3 failed; progress
 * 0–100; row messages). Progress is pushed as the `job.progress` domain event to the task's owner.
 */
@Injectable()
export class ImportExportTaskService {
  constructor(
    @InjectRepository(ImportExportTask) private readonly repo: Repository<ImportExportTask>,
    private readonly bus: EventBus,
  ) {}

  create(ctx: Pick<AuthContext, 'enterpriseId' | 'userId'>, kind: TaskKind, business: string, fileName: string, params: object, storageKey: string | null): Promise<ImportExportTask> {
    return this.repo.save(
      this.repo.create({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, kind, business, file_name: fileName.slice(0, 255), status: JobStatus.waiting, progress: 0, params: JSON.stringify(params), messages: null, total_rows: 0, done_rows: 0, storage_key: storageKey, finish_time: null }),
    );
  }

  pageList(ctx: AuthContext, kind: TaskKind, dto: TaskPageDto): Promise<Page<TaskView>> {
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx).andWhere('t.kind = :kind', { kind });
    if (!ctx.isAdmin) qb.andWhere('t.create_user_id = :me', { me: ctx.userId });
    if (dto.status !== undefined) qb.andWhere('t.status = :s', { s: dto.status });
    return paginate(whereKeyword(qb, dto.keyword, ['t.file_name']).orderBy('t.id', 'DESC'), dto).then((p) => ({ total: p.total, rows: p.rows.map(view) }));
  }

  async detail(ctx: AuthContext, kind: TaskKind, id: number): Promise<TaskView> {
    return view(await this.own(ctx, kind, id));
  }

  /** A task of the caller (administrators: of the enterprise) of this kind, or "not found". */
  async own(ctx: AuthContext, kind: TaskKind, id: number): Promise<ImportExportTask> {
    const task = await findScoped(this.repo, ctx, id);
    if (task.kind !== kind || (!ctx.isAdmin && task.create_user_id !== ctx.userId)) throw BusinessError.notFound();
    return task;
  }

  load(id: number, enterpriseId: number): Promise<ImportExportTask | null> {
    return this.repo.findOne({ where: { id, enterprise_id: enterpriseId } });
  }

  async progress(task: ImportExportTask, patch: Partial<Pick<ImportExportTask, 'status' | 'progress' | 'total_rows' | 'done_rows' | 'storage_key'>>, messages?: RemarkPart[]): Promise<void> {
    Object.assign(task, patch);
    if (messages) task.messages = JSON.stringify(messages.slice(0, 1000));
    if (task.status === JobStatus.done || task.status === JobStatus.failed) task.finish_time = new Date();
    await this.repo.save(task);
    this.notify(task);
  }

  /** Pushes the task's progress without writing it (used inside the import's transaction). */
  notify(task: ImportExportTask): void {
    this.bus.emit('job.progress', { enterpriseId: task.enterprise_id, userId: task.create_user_id ?? 0, id: `${task.kind}-${task.id}`, queue: `${task.kind}s`, progress: task.progress, status: task.status as JobStatus });
  }
}
