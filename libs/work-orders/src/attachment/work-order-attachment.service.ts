import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { AttachmentKind, AttachmentStep, WorkOrderAttachment as AttachmentAnswer } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderQueryService } from '../order/work-order-query.service';
import { ORDER_BUSINESS_NO as WORK_ORDER_BUSINESS_NO, RecordAccess } from '../record/record-access';
import { WorkOrderAttachment } from './work-order-attachment.entity';

type StoredFile = Awaited<ReturnType<FileService['find']>>;
/** Files checked for an order: those to bind now, and the names for the timeline. */
export interface CheckedFiles {
  adding: StoredFile[];
}

/**
 * Files and photos of an order. A file id sent with the order must be a file of the enterprise uploaded for work
 * orders, either not bound yet and uploaded by the caller, or already this order's; anything else is "not found".
 * Binding goes through the files area (its picture-count limit applies); this area keeps the step it came with.
 */
@Injectable()
export class WorkOrderAttachments {
  constructor(
    @InjectRepository(WorkOrderAttachment) private readonly repo: Repository<WorkOrderAttachment>,
    private readonly dataSource: DataSource,
    private readonly files: FileService,
    private readonly directory: UserDirectory,
    private readonly query: WorkOrderQueryService,
    private readonly access: RecordAccess,
  ) {}

  async check(ctx: AuthContext, fileIds: readonly number[] | undefined, orderId: number | null): Promise<CheckedFiles> {
    const adding: StoredFile[] = [];
    for (const id of new Set(fileIds ?? [])) {
      const file = await this.files.find(ctx, id, WORK_ORDER_BUSINESS_NO);
      if (file.data_id !== null && file.data_id === orderId) continue;
      if (file.data_id !== null || file.create_user_id !== ctx.userId) throw BusinessError.notFound();
      adding.push(file);
    }
    return { adding };
  }

  /** Binds checked files to the order at a step, in the caller's transaction; answers the names added. */
  async bind(m: EntityManager, ctx: AuthContext, orderId: number, checked: CheckedFiles, step: AttachmentStep, kind: AttachmentKind = 'file'): Promise<string[]> {
    if (!checked.adding.length) return [];
    await this.files.bind(ctx, WORK_ORDER_BUSINESS_NO, orderId, checked.adding.map((f) => f.id), m);
    await m.insert(
      WorkOrderAttachment,
      checked.adding.map((f) => ({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, create_time: new Date(), update_time: new Date(), work_order_id: orderId, file_id: f.id, step, kind })),
    );
    return checked.adding.map((f) => f.original_name);
  }

  /** The order's files that are not in `keep` (an edit sends the whole list), or only those of `among` not kept. */
  async dropped(ctx: AuthContext, orderId: number, keep: readonly number[], among?: readonly number[]): Promise<StoredFile[]> {
    if (among?.length === 0) return [];
    const held = await this.files.list(ctx, WORK_ORDER_BUSINESS_NO, orderId);
    const going = held.filter((f) => !keep.includes(f.id) && (!among || among.includes(f.id)));
    return Promise.all(going.map((f) => this.files.find(ctx, f.id, WORK_ORDER_BUSINESS_NO)));
  }

  /** Removes files from the order: their step rows in the transaction, the files themselves once it committed. */
  async forget(m: EntityManager, ctx: AuthContext, orderId: number, files: readonly StoredFile[]): Promise<string[]> {
    if (!files.length) return [];
    await m.delete(WorkOrderAttachment, { enterprise_id: ctx.enterpriseId, work_order_id: orderId, file_id: In(files.map((f) => f.id)) });
    return files.map((f) => f.original_name);
  }

  async deleteFiles(ctx: AuthContext, files: readonly StoredFile[]): Promise<void> {
    for (const file of files) await this.files.delete(ctx, file.id);
  }

  /** `/workOrderAttachment/add`: files uploaded before, attached to an existing order by those who record on it. */
  async add(ctx: AuthContext, orderId: number, fileIds: readonly number[]): Promise<Array<Sendable<AttachmentAnswer>>> {
    const w = await this.access.writable(ctx, orderId);
    const checked = await this.check(ctx, fileIds, orderId);
    await this.dataSource.transaction(async (m) => {
      const names = await this.bind(m, ctx, orderId, checked, 'upload');
      if (names.length) await this.access.note(m, ctx, w.order, 'attachments', `+ ${names.join(', ')}`);
    });
    this.access.changed(w);
    return this.list(ctx, orderId);
  }

  /** `/workOrderAttachment/remove`. */
  async remove(ctx: AuthContext, orderId: number, fileId: number): Promise<Array<Sendable<AttachmentAnswer>>> {
    const w = await this.access.writable(ctx, orderId);
    const file = await this.files.find(ctx, fileId, WORK_ORDER_BUSINESS_NO);
    if (file.data_id !== orderId) throw BusinessError.notFound();
    await this.dataSource.transaction(async (m) => {
      const names = await this.forget(m, ctx, orderId, [file]);
      await this.access.note(m, ctx, w.order, 'attachments', `− ${names.join(', ')}`);
    });
    await this.deleteFiles(ctx, [file]);
    this.access.changed(w);
    return this.list(ctx, orderId);
  }

  /** The order's files, oldest first, with who attached them, when and at which step (a direct upload: `upload`). */
  async list(ctx: AuthContext, orderId: number): Promise<Array<Sendable<AttachmentAnswer>>> {
    await this.query.find(ctx, orderId);
    const files = await this.files.list(ctx, WORK_ORDER_BUSINESS_NO, orderId);
    if (!files.length) return [];
    const steps = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, work_order_id: orderId } });
    const stepOf = new Map(steps.map((s) => [s.file_id, s]));
    const stored = await Promise.all(files.map((f) => this.files.find(ctx, f.id, WORK_ORDER_BUSINESS_NO)));
    const people = await this.directory.byIds(ctx.enterpriseId, [...new Set(stored.map((f) => f.create_user_id).filter((u): u is number => u !== null))]);
    const name = new Map(people.map((u) => [u.id, u.name]));
    return stored.map((f) => ({
      file_id: f.id,
      name: f.original_name,
      category: f.category,
      ext: f.ext,
      size: f.size,
      url: `${f.category === 'image' ? '/getImg' : '/exportFile'}?id=${f.id}&business_no=${WORK_ORDER_BUSINESS_NO}`,
      user_id: f.create_user_id,
      user_name: f.create_user_id === null ? '' : (name.get(f.create_user_id) ?? ''),
      create_time: stepOf.get(f.id)?.create_time ?? f.create_time,
      step: stepOf.get(f.id)?.step ?? 'upload',
      kind: stepOf.get(f.id)?.kind ?? 'file',
    }));
  }
}
