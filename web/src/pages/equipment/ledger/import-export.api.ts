import { JobStatus, type TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';
import type { ExportTaskDialogProps, ImportTaskDialogProps } from '@/components/TaskDialogs';
import type { TaskRow } from '../common/task.api';
import type { EquipmentFilters } from './equipment.api';

/** What the start calls answer: the queued task. */
export type TaskStart = TaskReceipt;

/** GET/POST /equipment/importTemplate: the 15-column template in the session's language. */
export const downloadTemplate = () => download('/equipment/importTemplate');

/** POST /equipment/import (multipart `files`, `overlay`), 10-minute timeout; answers the task. */
export const startImport = (file: File, overlay: boolean): Promise<TaskStart> => unwrap(longPost<TaskStart>('/equipment/import', { files: [file], overlay }));

/** POST /equipment/export with the list's current filters (paging left out); answers the task. */
export function startExport(filters: EquipmentFilters): Promise<TaskStart> {
  const { pageNumber: _page, pageSize: _size, ...rest } = filters;
  return call<TaskStart>('/equipment/export', rest);
}

export type ImportOutcome = 'running' | 'success' | 'rejected' | 'failed';

/** done without messages → success; messages → rejected (nothing written); failed without messages → failed. */
export function importOutcome(task: Pick<TaskRow, 'status' | 'messages'> | undefined): ImportOutcome {
  if (!task || (task.status !== JobStatus.done && task.status !== JobStatus.failed)) return 'running';
  if (task.messages.length) return 'rejected';
  return task.status === JobStatus.done ? 'success' : 'failed';
}

/**
 * The ledger's import dialog (with the overlay switch: existing codes are updated instead of refused), followed
 * through the import centre's task detail; test ids `eqpt-import-*`.
 */
export const LEDGER_IMPORT = {
  testIdPrefix: 'eqpt',
  taskPath: '/importTask/detail',
  labels: {
    title: 'equipment.ledger.import.title',
    hint: 'equipment.ledger.import.hint',
    template: 'equipment.ledger.import.template',
    chooseFile: 'equipment.ledger.import.chooseFile',
    notXlsx: 'equipment.ledger.import.xlsxOnly',
    submit: 'equipment.ledger.import.submit',
    again: 'equipment.ledger.import.again',
    imported: 'equipment.ledger.import.success',
    failed: 'equipment.errors.importFailed',
    message: 'equipment.ledger.import.message',
    overlay: 'equipment.ledger.import.overlay',
  },
  downloadTemplate,
  start: startImport,
  succeeded: (task) => importOutcome(task) === 'success',
} satisfies Omit<ImportTaskDialogProps, 'onDone' | 'onClose'>;

/** The ledger's export dialog (the caller starts it with the list's filters); test ids `eqpt-export-*`. */
export const LEDGER_EXPORT = {
  testIdPrefix: 'eqpt',
  taskPath: '/exportTask/detail',
  labels: {
    title: 'equipment.ledger.export.title',
    hint: 'equipment.ledger.export.hint',
    download: 'equipment.ledger.export.download',
    ready: 'equipment.ledger.export.ready',
    failed: 'equipment.ledger.export.failed',
  },
} satisfies Omit<ExportTaskDialogProps, 'start' | 'onClose'>;
