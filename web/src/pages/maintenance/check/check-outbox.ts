import type { CheckResultRequest, CheckValue } from '@gengyun/contracts';
import { answerWithFile, outbox, type KeptFile } from '../offline/outbox';

/** One checklist row's answer kept on the phone, with the order it belongs to (the panel shows its own). */
export interface KeptAnswer {
  id: number;
  work_order_id: number;
  value: CheckValue;
  files?: KeptFile[];
}

/** Order checklist answers kept while the connection is down, one entry per row (the latest answer wins). */
export const checkOutbox = outbox<KeptAnswer, CheckResultRequest>({
  key: 'gengyun.check.outbox',
  idOf: (entry) => entry.id,
  withFile: (entry, _itemId, fileId) => ({ ...entry, value: answerWithFile(entry.value, fileId) as CheckValue }),
  body: (entry) => ({ id: entry.id, value: entry.value }),
});
