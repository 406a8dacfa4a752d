import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import type { Row } from 'exceljs';
import { BusinessError } from '@gengyun/core';

const MB = 1024 * 1024;
/**
 * What the parts of a workbook that are read (sheets, shared strings, styles, names) may unpack to together. A
 * 10,000-row, 15-column equipment sheet with long remarks unpacks to ~7.5 MB; a zip bomb of 200 KB to 200 MB.
 */
export const MAX_UNZIPPED_BYTES = 32 * MB;
/** Wider rows are refused: every cell up to the last one filled becomes an object. */
export const MAX_SHEET_COLUMNS = 100;

/** A worksheet as it streams: `position` in the workbook's tab order (-1 when the workbook does not list it). */
export interface StreamedSheet {
  name: string;
  position: number;
  /** How many sheets the workbook lists. */
  sheets: number;
  /** Rows as they are read; throws a BusinessError past `maxRows` rows below the header or MAX_SHEET_COLUMNS columns. */
  rows: AsyncIterable<Row>;
}

const importType = (): BusinessError => new BusinessError('files.errors.importType', 422);

/**
 * Reads an .xlsx as a stream, its unpacked size and row count capped, so a small file that unpacks to a huge sheet
 * is refused with a message instead of filling memory and stalling the event loop. The archive is checked first:
 * the parts exceljs reads are inflated once, counted and dropped, and refused past MAX_UNZIPPED_BYTES; exceljs'
 * streaming reader then reads those parts only, rewritten in the order it needs (names and shared strings before
 * sheets), so it never parks a sheet in a temporary file.
 */
export async function* streamXlsx(data: Buffer, maxRows: number): AsyncGenerator<StreamedSheet> {
  const parts = workbookParts(data);
  await checkUnzippedSize(parts);
  // Loaded on the first read (see writeSheet): most processes never read a sheet.
  const { stream } = await import('exceljs');
  const reader = new stream.xlsx.WorkbookReader(Readable.from(rewrittenZip(parts), { objectMode: false }), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await readable(() => sheets.next());
      if (next.done) return;
      const sheet = next.value as unknown as { id: number; name: string } & AsyncIterable<Row>;
      const listed = (reader as unknown as { model?: { sheets?: Array<{ id: number }> } }).model?.sheets ?? [];
      yield { name: sheet.name, position: listed.findIndex((s) => s.id === sheet.id), sheets: listed.length, rows: cappedRows(sheet, maxRows) };
    }
  } finally {
    await sheets.return?.(undefined).catch(() => undefined);
  }
}

async function* cappedRows(sheet: AsyncIterable<Row>, maxRows: number): AsyncGenerator<Row> {
  const rows = sheet[Symbol.asyncIterator]();
  for (;;) {
    const next = await readable(() => rows.next());
    if (next.done) return;
    const row = next.value;
    if (!Number.isInteger(row.number) || row.number < 1) throw importType();
    if (row.number > maxRows + 1) throw new BusinessError('files.errors.sheetTooManyRows', 422, [maxRows]);
    if (row.cellCount > MAX_SHEET_COLUMNS) throw new BusinessError('files.errors.sheetTooWide', 422, [MAX_SHEET_COLUMNS]);
    yield row;
  }
}

/** A step of exceljs' reader; whatever it throws means the file is not a workbook we can read. */
async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    throw importType();
  }
}

interface ZipPart {
  name: Buffer;
  method: number;
  crc: number;
  size: number;
  compressed: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** The parts exceljs' streaming reader uses, in the order it needs them. */
const PART_ORDER = [/^xl\/_rels\/workbook\.xml\.rels$/, /^xl\/workbook\.xml$/, /^xl\/styles\.xml$/, /^xl\/sharedStrings\.xml$/, /^xl\/worksheets\/sheet\d+\.xml$/];
const rank = (name: string): number => PART_ORDER.findIndex((pattern) => pattern.test(name));

/** The workbook's parts, located through the central directory; anything unusual is refused rather than guessed. */
function workbookParts(zip: Buffer): ZipPart[] {
  const end = findEndOfCentral(zip);
  if (end < 0) throw importType();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts: Array<ZipPart & { rank: number }> = [];
  const names = new Set<string>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw importType();
    const [flags, method, crc, compressedSize, size] = [zip.readUInt16LE(at + 8), zip.readUInt16LE(at + 10), zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const [nameLength, extraLength, commentLength, localAt] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32), zip.readUInt32LE(at + 42)];
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = nameBytes.toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    const order = rank(name);
    if (order < 0) continue;
    // Encrypted, zip64, or compressed other than deflate: no workbook Excel writes looks like this.
    if (flags & 1 || (method !== 0 && method !== 8) || compressedSize === 0xffffffff || size === 0xffffffff || names.has(name)) throw importType();
    names.add(name);
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw importType();
    const start = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (start + compressedSize > zip.length) throw importType();
    parts.push({ name: nameBytes, method, crc, size, compressed: zip.subarray(start, start + compressedSize), rank: order });
  }
  return parts.sort((a, b) => a.rank - b.rank);
}

function findEndOfCentral(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL) return zip.readUInt16LE(at + 10) === 0xffff || zip.readUInt32LE(at + 16) === 0xffffffff ? -1 : at;
  }
  return -1;
}

/** Inflates the parts (streamed, on zlib's thread pool) and drops the bytes, counting them against the cap. */
async function checkUnzippedSize(parts: ZipPart[]): Promise<void> {
  const tooBig = (): BusinessError => new BusinessError('files.errors.sheetTooBig', 422, [MAX_UNZIPPED_BYTES / MB]);
  let total = 0;
  for (const part of parts) {
    if (part.method === 0) {
      total += part.compressed.length;
      if (total > MAX_UNZIPPED_BYTES) throw tooBig();
      continue;
    }
    const counter = new Writable({
      write(chunk: Buffer, _encoding, done) {
        total += chunk.length;
        done(total > MAX_UNZIPPED_BYTES ? tooBig() : null);
      },
    });
    try {
      await pipeline(Readable.from([part.compressed], { objectMode: false }), createInflateRaw(), counter);
    } catch (error) {
      if (error instanceof BusinessError) throw error;
      throw importType();
    }
  }
}

/** The parts as a plain zip in their new order: local headers without data descriptors, then the directory. */
function* rewrittenZip(parts: ZipPart[]): Generator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(part.name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(CENTRAL_HEADER, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    local.copy(entry, 8, 6, 30);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, part.name);
    offset += 30 + part.name.length + part.compressed.length;
    yield local;
    yield part.name;
    yield part.compressed;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
