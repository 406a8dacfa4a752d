import { call } from './client';

/** The first sheet of an .xlsx as text rows, read by the server (exceljs) for an import preview. */
export const readSheet = async (file: Blob & { name: string }): Promise<string[][]> =>
  (await call<{ sheet: string; rows: string[][] }>('/file/readSheet', { files: [file] }, { silent: true })).rows;
