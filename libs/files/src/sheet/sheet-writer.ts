
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One sheet of an export or an import template: the header row (in the reader's language, bold), then the rows. */
export async function writeSheet(sheetName: string, headers: string[], rows: Array<Array<string | number | null>>, columnWidth = 16): Promise<Buffer> {
  // exceljs takes a good part of a second to load: only a process that writes a sheet pays for it, when it first does.
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((col) => (col.width = columnWidth));
  return Buffer.from(await book.xlsx.writeBuffer());
}
