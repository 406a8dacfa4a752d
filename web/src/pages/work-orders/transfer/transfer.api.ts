import type { TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';

/** POST /workOrder/export with the list's filters (paging left out): the queued task. */
export const startWorkOrderExport = (filters: Record<string, unknown>): Promise<TaskReceipt> => call<TaskReceipt>('/workOrder/export', filters);

/** POST /workOrder/import (multipart `files`), with the long timeout: the queued task. */
export const startWorkOrderImport = (file: File): Promise<TaskReceipt> => unwrap(longPost<TaskReceipt>('/workOrder/import', { files: [file] }));

/** GET/POST /workOrder/importTemplate: the template in the session's language. */
export const downloadWorkOrderTemplate = () => download('/workOrder/importTemplate');
