import type { SheetRows } from '@gengyun/contracts';
import { call } from './client';

/** The first sheet of an .xlsx as text rows, read by the server (exceljs) for an import preview. */
export const readSheet = async (file: Blob & { name: string }): Promise<string[][]> =>
  (await call<SheetRows>('/file/readSheet', { files: [file] }, { silent: true })).rows;
