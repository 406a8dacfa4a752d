import type { WorkOrderSignatureAddRequest } from '@gengyun/contracts';
import { useActionMutation } from '@/api/hooks';
import { recordKeys, uploadOrderFile } from '../order/record/record.api';
import { workOrderKeys } from '../order/work-order.api';

/** The name the drawn signature is stored under (the files area checks its PNG content). */
export const SIGNATURE_FILE_NAME = 'signature.png';

/** Uploads the drawing (unbound, the caller's) and answers its file id, for `/workOrderSignature/add`. */
export const uploadSignature = (png: Blob): Promise<number> => uploadOrderFile([new File([png], SIGNATURE_FILE_NAME, { type: 'image/png' })], {});

/** `/workOrderSignature/add`: binds the uploaded drawing to the order as its signature. */
export const useAddSignature = (orderId: number) =>
  useActionMutation<WorkOrderSignatureAddRequest & Record<string, unknown>>('/workOrderSignature/add', { invalidate: [recordKeys.all(orderId), workOrderKeys.detail(orderId)] });
