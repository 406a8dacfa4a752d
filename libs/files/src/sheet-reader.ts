import { Workbook } from 'exceljs';
import { BusinessError, type UploadedFile } from '@gengyun/core';

export const MAX_SHEET_ROWS = 5000;

export interface SheetRows {
  sheet: string;
  rows: string[][];
}

const isZip = (buffer: Buffer): boolean => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/**
 * The first worksheet of an uploaded .xlsx as text cells, so any import screen can preview rows before it
 * sends them. Only xlsx (SPEC section 5 "only xls and xlsx"; legacy .xls is not readable by exceljs).
 */
export async function readFirstSheet(upload: UploadedFile | undefined): Promise<SheetRows> {
  if (!upload) throw new BusinessError('files.errors.noFile', 422);
  if (!upload.filename.toLowerCase().endsWith('.xlsx') || !isZip(upload.buffer)) {
    throw new BusinessError('files.errors.importType', 422);
  }
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(upload.buffer as unknown as ArrayBuffer);
  } catch {
    throw new BusinessError('files.errors.importType', 422);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BusinessError('files.errors.templateSheet', 422);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    if (number > MAX_SHEET_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text.trim();
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return { sheet: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
}
