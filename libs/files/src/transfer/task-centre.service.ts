import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { JobStatus, Permission as P, type Page, type TaskDetail, type TaskDirection, type TaskKinds, type TaskMessage, type TaskRow } from '@gengyun/contracts';
import { AppConfig, BusinessError, FileStorage, Translator, findScoped, holdsAny, paginate, scoped, whereKeyword, type AuthContext, type Sendable } from '@gengyun/core';
import type { GeneratedFile } from '../file-business.registry';
import { XLSX_MIME } from '../sheet/sheet-writer';
import { boundToUtc } from './task-time';
import { TransferKinds } from './transfer-kinds';
import { TransferTask } from './transfer-task.entity';
import type { TaskPageDto } from './transfer.dto';

type Reader = Pick<AuthContext, 'enterpriseId' | 'userId' | 'isAdmin' | 'permissions' | 'scopes' | 'lang'>;

/** Someone who sees every task of the enterprise, not only their own. */
export const seesAllTasks = (ctx: Pick<AuthContext, 'isAdmin' | 'permissions'>): boolean => holdsAny(ctx, P.task.all);

const parseMessages = (t: TransferTask): TaskMessage[] => (t.messages ? (JSON.parse(t.messages) as TaskMessage[]) : []);

/**
 * The import and export centre: the tasks of every registered kind a caller may see — their own, or every task of
 * their enterprise for enterprise administrators and holders of `files:task:all` — and the finished export files.
 * Tasks carry no data-scope dimension: what a task read or wrote was scoped when it ran, with its owner's scopes.
 */
@Injectable()
export class TaskCentre {
  constructor(
    @InjectRepository(TransferTask) private readonly repo: Repository<TransferTask>,
    private readonly kinds: TransferKinds,
    private readonly translator: Translator,
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
  ) {}

  /** Newest first. `only` narrows to some kinds (an area's own screens follow just theirs). */
  async page(ctx: Reader, direction: TaskDirection, dto: TaskPageDto, only?: readonly string[]): Promise<Page<Sendable<TaskRow>>> {
    const qb = scoped(this.repo.createQueryBuilder('t'), ctx).andWhere('t.direction = :direction', { direction });
    if (!(dto.all && seesAllTasks(ctx))) qb.andWhere('t.create_user_id = :me', { me: ctx.userId });
    if (only) qb.andWhere('t.kind IN (:...only)', { only: [...only, ''] });
    if (dto.kind) qb.andWhere('t.kind = :kind', { kind: dto.kind });
    if (dto.status !== undefined) qb.andWhere('t.status = :status', { status: dto.status });
    if (dto.startTime) qb.andWhere('t.create_time >= :start', { start: boundToUtc(dto.startTime, 'start', this.config.timeZone) });
    if (dto.endTime) qb.andWhere('t.create_time <= :end', { end: boundToUtc(dto.endTime, 'end', this.config.timeZone) });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['t.file_name']).orderBy('t.id', 'DESC'), dto);
    const names = await this.kindNames(ctx);
    return { total: page.total, rows: page.rows.map((t) => this.row(t, names)) };
  }

  async detail(ctx: Reader, direction: TaskDirection, id: number, only?: readonly string[]): Promise<Sendable<TaskDetail>> {
    const task = await this.visible(ctx, direction, id, only);
    return { ...this.row(task, await this.kindNames(ctx)), messages: parseMessages(task) };
  }

  /**
   * The kinds of this direction the reader can have tasks of — those whose area permission they hold, or all for
   * those who see every task — named in their language (the centre's kind filter).
   */
  async options(ctx: Reader, direction: TaskDirection): Promise<TaskKinds> {
    const names = await this.kindNames(ctx);
    return this.kinds
      .of(direction)
      .filter(([, kind]) => seesAllTasks(ctx) || holdsAny(ctx, kind.follow[direction] ?? []))
      .map(([value]) => ({ value, label: names.get(value) ?? value }));
  }

  /** A task the caller may see, of this direction (and kinds), or "not found" — never another enterprise's. */
  async visible(ctx: Reader, direction: TaskDirection, id: number, only?: readonly string[]): Promise<TransferTask> {
    const task = await findScoped(this.repo, ctx, id);
    if (task.direction !== direction || (only && !only.includes(task.kind))) throw BusinessError.notFound();
    if (task.create_user_id !== ctx.userId && !seesAllTasks(ctx)) throw BusinessError.notFound();
    return task;
  }

  /**
   * A finished export's file. The caller needs the export centre or the kind's own export permission (403), must see
   * the task (404), and must be the one who asked for it or an enterprise administrator (403): an export holds the
   * rows its owner's data scopes allowed, which the all-tasks permission alone does not grant.
   */
  async open(ctx: Reader, id: number): Promise<GeneratedFile> {
    const task = await findScoped(this.repo, ctx, id).catch(() => null);
    const kind = task ? this.kinds.get(task.kind) : undefined;
    const follow = task ? (kind?.follow.export ?? []) : this.kinds.followable('export');
    if (!holdsAny(ctx, [P.exportTask.list, ...follow])) throw BusinessError.forbidden();
    const visible = await this.visible(ctx, 'export', id);
    if (visible.create_user_id !== ctx.userId && !ctx.isAdmin) throw new BusinessError('files.errors.exportOwnerOnly', 403);
    if (visible.status !== JobStatus.done || !visible.storage_key) throw BusinessError.conflict('files.errors.taskNotDone');
    const stream = await this.storage.get(visible.storage_key);
    if (!stream) throw BusinessError.notFound();
    return { name: visible.file_name, mime: kind?.mime ?? XLSX_MIME, stream };
  }

  private row(t: TransferTask, names: ReadonlyMap<string, string>): Sendable<TaskRow> {
    const { params: _p, storage_key, messages: _m, ...rest } = t;
    return { ...rest, kind_name: names.get(t.kind) ?? t.kind, message_count: parseMessages(t).length, has_file: storage_key !== null && t.direction === 'export' && t.status === JobStatus.done };
  }

  private async kindNames(ctx: Reader): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const direction of ['import', 'export'] as const) {
      for (const [kind, def] of this.kinds.of(direction)) if (!out.has(kind)) out.set(kind, await this.translator.t(def.label, ctx.lang, [], ctx.enterpriseId));
    }
    return out;
  }
}
