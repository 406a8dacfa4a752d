import type { Row } from 'exceljs';
import type { SheetRows } from '@gengyun/contracts';
import { BusinessError, type UploadedFile } from '@gengyun/core';
import { streamXlsx } from './xlsx-stream';

/** Data rows below the header that a preview reads; a longer sheet is refused (files.errors.sheetTooManyRows). */
export const MAX_SHEET_ROWS = 5000;

export type { SheetRows };

const isZip = (buffer: Buffer): boolean => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/**
 * The first worksheet of an uploaded .xlsx as text cells, so any import screen can preview rows before it
 * sends them. Only xlsx (SPEC section 5 "only xls and xlsx"; legacy .xls is not readable by exceljs). Read as a
 * stream with the caps of streamXlsx, so a zip bomb is refused without holding the sheet or the event loop.
 */
export async function readFirstSheet(upload: UploadedFile | undefined): Promise<SheetRows> {
  if (!upload) throw new BusinessError('files.errors.noFile', 422);
  if (!upload.filename.toLowerCase().endsWith('.xlsx') || !isZip(upload.buffer)) {
    throw new BusinessError('files.errors.importType', 422);
  }
  for await (const sheet of streamXlsx(upload.buffer, MAX_SHEET_ROWS)) {
    if (sheet.position !== 0) continue;
    const rows: string[][] = [];
    for await (const row of sheet.rows) rows[row.number - 1] = textCells(row);
    return { sheet: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
  }
  throw new BusinessError('files.errors.templateSheet', 422);
}

const textCells = (row: Row): string[] => {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = cell.text.trim();
  });
  return Array.from(cells, (c) => c ?? '');
};
