import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SIGNATURE_EXT, type WorkOrderAttachment as AttachmentAnswer } from '@gengyun/contracts';
import { BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { WorkOrderAttachments } from '../attachment/work-order-attachment.service';
import { RecordAccess } from '../record/record-access';

/**
 * The on-screen signature: a PNG the caller drew and uploaded (unbound, theirs), bound to the order as an attachment
 * of kind `signature`. Who may sign is who may record on the order; the uploader is the one who signed.
 */
@Injectable()
export class WorkOrderSignatures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly attachments: WorkOrderAttachments,
    private readonly access: RecordAccess,
  ) {}

  async add(ctx: AuthContext, orderId: number, fileId: number): Promise<Array<Sendable<AttachmentAnswer>>> {
    const w = await this.access.writable(ctx, orderId);
    const checked = await this.attachments.check(ctx, [fileId], orderId);
    // A file already on the order was attached as something else; a signature is always a fresh drawing.
    const [file] = checked.adding;
    if (!file) throw BusinessError.notFound();
    if (file.category !== 'image' || file.ext.toLowerCase() !== SIGNATURE_EXT) throw new BusinessError('workOrderSignature.errors.notPng', 422);
    await this.dataSource.transaction(async (m) => {
      const names = await this.attachments.bind(m, ctx, orderId, checked, 'upload', 'signature');
      await this.access.note(m, ctx, w.order, 'attachments', `+ ${names.join(', ')}`);
    });
    this.access.changed(w);
    return this.attachments.list(ctx, orderId);
  }
}
