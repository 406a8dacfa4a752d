import type { AnswerFileOwner } from '@gengyun/contracts';
import { uploadWithProgress } from '../../work-orders/handler/field-upload';
import { dataUrlToBlob } from '../../work-orders/signature/png-blob';
import type { KeptFile } from './outbox';

/** A photo or signature whose upload could not reach the server, kept for its item as a `data:` URL (the kept answers' store holds it as text). */
export const keptFile = (itemId: number, file: File): Promise<KeptFile> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ item_id: itemId, name: file.name, data: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/** Uploads a kept file (unbound, the caller's) under the answers' owner once the phone is online: its new id. */
export const uploadKept =
  (owner: AnswerFileOwner) =>
  (file: KeptFile): Promise<number> => {
    const blob = dataUrlToBlob(file.data);
    return uploadWithProgress(new File([blob], file.name, { type: blob.type }), { business_no: owner }, () => undefined);
  };
