import type { CheckValue, PatrolSubmitRequest } from '@gengyun/contracts';
import { answerWithFile, isOffline, outbox, type KeptFile, type KeptStore } from '../../offline/outbox';

export { isOffline, type KeptFile, type KeptStore };

/** A point's answers kept on the phone, with the files still to upload (their ids join the item's answer). */
export type KeptSubmission = PatrolSubmitRequest & { files?: KeptFile[] };

/** Patrol results kept while the connection is down, one entry per point (the latest answers win). */
export const { pending, keep, drain } = outbox<KeptSubmission, PatrolSubmitRequest>({
  key: 'gengyun.patrol.outbox',
  idOf: (entry) => entry.task_point_id,
  withFile: (entry, itemId, fileId) => ({ ...entry, results: entry.results.map((r) => (r.item_id === itemId ? { ...r, value: answerWithFile(r.value, fileId) as CheckValue } : r)) }),
  body: (entry) => ({ task_point_id: entry.task_point_id, results: entry.results }),
});
