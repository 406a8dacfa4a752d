import { JobStatus, type MessageKey, type TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';
import type { TFunction } from '@/i18n/t';
import type { RemarkPart, TaskRow } from '../common/task.api';
import type { EquipmentFilters } from './equipment.api';
import { remarkText } from './equipment-rules';

/** What the start calls answer: the queued task. */
export type TaskStart = TaskReceipt;

/** The server reads xlsx only (exceljs); anything else is refused before sending. */
export const isXlsx = (name: string): boolean => /\.xlsx$/i.test(name.trim());

/** GET/POST /equipment/importTemplate: the 15-column template in the session's language. */
export const downloadTemplate = () => download('/equipment/importTemplate');

/** POST /equipment/import (multipart `files`, `overlay`), 10-minute timeout; answers the task. */
export const startImport = (file: File, overlay: boolean): Promise<TaskStart> => unwrap(longPost<TaskStart>('/equipment/import', { files: [file], overlay }));

/** POST /equipment/export with the list's current filters (paging left out); answers the task. */
export function startExport(filters: EquipmentFilters): Promise<TaskStart> {
  const { pageNumber: _page, pageSize: _size, ...rest } = filters;
  return call<TaskStart>('/equipment/export', rest);
}

/** The produced workbook: GET /exportFile?id=<task id>&business_no=exportTask&token. */
export { downloadTaskFile as downloadExport } from '@/pages/files/transfer/task.api';

/** One line of the import result table, made here from the task's messages (not an answer). */
export interface ImportMessageLine {
  key: number;
  row: number | null;
  text: string;
}

/** Row messages of a finished import in the current language; the row number is the first param when numeric. */
export function importMessageRows(t: TFunction, messages: readonly RemarkPart[]): ImportMessageLine[] {
  return messages.map((part, index) => {
    const first = part.params?.[0];
    const row = typeof first === 'number' ? first : typeof first === 'string' && /^\d+$/.test(first) ? Number(first) : null;
    return { key: index, row, text: remarkText(t, [part]) };
  });
}

export type ImportOutcome = 'running' | 'success' | 'rejected' | 'failed';

/** done without messages → success; messages → rejected (nothing written); failed without messages → failed. */
export function importOutcome(task: Pick<TaskRow, 'status' | 'messages'> | undefined): ImportOutcome {
  if (!task || (task.status !== JobStatus.done && task.status !== JobStatus.failed)) return 'running';
  if (task.messages.length) return 'rejected';
  return task.status === JobStatus.done ? 'success' : 'failed';
}

export const OUTCOME_LABELS: Record<Exclude<ImportOutcome, 'running'>, MessageKey> = {
  success: 'equipment.ledger.import.success',
  rejected: 'equipment.errors.importFailed',
  failed: 'equipment.errors.importFailed',
};
