import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ATTACHMENT_STEPS, type AttachmentStep, type WorkOrderAction, type WorkOrderTypeField } from '@gengyun/contracts';
import { BusinessError, type AuthContext } from '@gengyun/core';
import { BatchReads } from '../order/batch-reads';
import type { WorkOrder } from '../order/work-order.entity';
import { WorkOrderAttachments, type CheckedFiles } from '../attachment/work-order-attachment.service';
import { WorkOrderResults } from '../result/work-order-result.service';
import { SubWorkOrders } from '../sub-order/sub-work-order.service';
import { RecordAccess } from './record-access';

/** What an add, edit or action will do with files, checked before its transaction. */
export interface RecordPlan {
  files: CheckedFiles;
  dropped: Awaited<ReturnType<WorkOrderAttachments['dropped']>>;
  step: AttachmentStep;
}

/**
 * What the order's add, edit and actions do besides their own columns: check and bind files, check the parent of a
 * sub order, refuse to finish without required result codes or to archive a parent with open sub orders.
 */
@Injectable()
export class RecordHooks {
  constructor(
    private readonly attachments: WorkOrderAttachments,
    private readonly results: WorkOrderResults,
    private readonly subOrders: SubWorkOrders,
    private readonly access: RecordAccess,
  ) {}

  /**
   * Before an add (`order` null) or an edit: the parent when it changes, the files sent (an edit's whole list) and
   * those of the file and picture custom fields (checked and bound like the others, never dropped by the list; a
   * picture field takes pictures only). `formerFieldIds`: the files the order's fields held before an edit; those no
   * field holds any more leave the order's attachments as a file removed from its list does.
   */
  async beforeSave(
    ctx: AuthContext,
    dto: { file_ids?: number[]; parent_id?: number | null },
    order: WorkOrder | null,
    fieldFiles: ReadonlyArray<{ id: number; field: WorkOrderTypeField }> = [],
    formerFieldIds: readonly number[] = [],
    reads: BatchReads = BatchReads.direct,
  ): Promise<RecordPlan> {
    const parentId = dto.parent_id;
    if (parentId && parentId !== order?.parent_id) await reads.once(`parent:${parentId}:${order?.id ?? ''}`, () => this.subOrders.checkParent(ctx, parentId, order?.id ?? null));
    const fieldIds = fieldFiles.map((f) => f.id);
    const files = await this.attachments.check(ctx, [...(dto.file_ids ?? []), ...fieldIds], order?.id ?? null);
    for (const { id, field } of fieldFiles) {
      const file = files.adding.find((f) => f.id === id);
      if (field.data_type === 'image' && file && file.category !== 'image') {
        throw new BusinessError('workOrder.errors.customFieldValue', 422, [field.name], { fields: { [field.code]: 'invalid' } });
      }
    }
    const keep = [...(dto.file_ids ?? []), ...fieldIds];
    const unheld = formerFieldIds.filter((id) => !keep.includes(id));
    const dropped = !order ? [] : await this.attachments.dropped(ctx, order.id, keep, dto.file_ids === undefined ? unheld : undefined);
    return { files, dropped, step: order ? 'update' : 'create' };
  }

  /** Before an action: its own rules, and the files that come with it (photos of the result with `finish`). */
  async beforeAct(ctx: AuthContext, order: WorkOrder, action: WorkOrderAction, fileIds: number[] | undefined): Promise<RecordPlan> {
    if (action === 'finish') await this.results.checkFinish(ctx, order);
    if (action === 'archive') await this.subOrders.checkChildrenEnded(ctx, order);
    const step = (ATTACHMENT_STEPS as readonly string[]).includes(action) ? (action as AttachmentStep) : 'upload';
    return { files: await this.attachments.check(ctx, fileIds, order.id), dropped: [], step };
  }

  /** In the change's transaction: binds and drops files, with a timeline line when any moved. */
  async write(m: EntityManager, ctx: AuthContext, order: WorkOrder, plan: RecordPlan): Promise<void> {
    const added = await this.attachments.bind(m, ctx, order.id, plan.files, plan.step);
    const removed = await this.attachments.forget(m, ctx, order.id, plan.dropped);
    const detail = [added.length ? `+ ${added.join(', ')}` : '', removed.length ? `− ${removed.join(', ')}` : ''].filter(Boolean).join(' ');
    if (detail) await this.access.note(m, ctx, order, 'attachments', detail);
  }

  /** After the commit: the dropped files themselves go. */
  async afterCommit(ctx: AuthContext, plan: RecordPlan): Promise<void> {
    await this.attachments.deleteFiles(ctx, plan.dropped);
  }
}
