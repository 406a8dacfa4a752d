import type { TaskDirection, TaskReceipt } from '@gengyun/contracts';
import { call, download, longPost, unwrap } from '@/api/client';

/** The list's filters as the export takes them (paging left out). */
const filtersOf = ({ pageNumber: _n, pageSize: _s, ...rest }: Record<string, unknown>) => rest;

/** POST /stockMovement/export with the in/out-bound list's filters: the queued task. */
export const startLedgerExport = (filters: Record<string, unknown>): Promise<TaskReceipt> => call<TaskReceipt>('/stockMovement/export', filtersOf(filters));

/** POST /sparePart/export with the catalogue list's filters: the queued task. */
export const startPartExport = (filters: Record<string, unknown>): Promise<TaskReceipt> => call<TaskReceipt>('/sparePart/export', filtersOf(filters));

/** POST /sparePart/import (multipart `files`), with the long timeout; `overlay` updates the parts whose codes exist. */
export const startPartImport = (file: File, overlay = false): Promise<TaskReceipt> =>
  unwrap(longPost<TaskReceipt>('/sparePart/import', overlay ? { files: [file], overlay: true } : { files: [file] }));

/** POST /stock/openingImport (multipart `files`), with the long timeout. */
export const startOpeningImport = (file: File): Promise<TaskReceipt> => unwrap(longPost<TaskReceipt>('/stock/openingImport', { files: [file] }));

export const downloadPartTemplate = () => download('/sparePart/importTemplate');
export const downloadOpeningTemplate = () => download('/stock/openingTemplate');

/** Where the dialogs follow one of the inventory's tasks (`/inventory/importTask|exportTask`, POST `{ id }`). */
export const inventoryTaskPath = (direction: TaskDirection): string => `/inventory/${direction}Task`;
