import { crc32, createDeflateRaw } from 'node:zlib';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '../../support/test-app';

/** A PNG header whose IHDR says width × height (enough for signature and size checks). */
export const png = (width = 10, height = 10, padTo = 64): Buffer => {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0, 'latin1');
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr.set([8, 6, 0, 0, 0], 12);
  const body = Buffer.concat([head, ihdr]);
  return body.length >= padTo ? body : Buffer.concat([body, Buffer.alloc(padTo - body.length, 1)]);
};

export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
export const jpeg = (size = 64): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 7)]);
export const exe = (): Buffer => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(64)]);
export const zip = (): Buffer => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);

export const fileRows = async (t: TestApp): Promise<number> => Number((await t.db.query('SELECT COUNT(*) AS n FROM file_info'))[0].n);

/** How many stored files are on disk. */
export const storedFiles = (t: TestApp): number => {
  const root = join(t.config.dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String).filter((f) => /\.\w+$/.test(f)).length : 0;
};

/** A zip of already-deflated entries (method 8), as an xlsx writer would lay it out. */
function zipOf(entries: Array<{ name: string; deflated: Buffer; crc: number; size: number }>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(e.crc, 14);
    head.writeUInt32LE(e.deflated.length, 18);
    head.writeUInt32LE(e.size, 22);
    head.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    head.copy(dir, 6, 4, 30);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, name, e.deflated);
    central.push(dir, name);
    offset += 30 + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Deflates the pieces as one stream, without ever holding the whole text. */
async function deflated(name: string, pieces: Iterable<Buffer>): Promise<{ name: string; deflated: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), crc, size };
}

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';

/** A minimal .xlsx whose one sheet (named `sheetName`) holds the given sheet-data XML pieces. */
export async function xlsxOf(sheetName: string, sheetData: Iterable<Buffer>): Promise<Buffer> {
  const xml = (text: string): Buffer => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const doc = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const parts = [
    await deflated('[Content_Types].xml', [xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')]),
    await deflated('_rels/.rels', [xml(`<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${doc}/officeDocument" Target="xl/workbook.xml"/></Relationships>`)]),
    await deflated('xl/worksheets/sheet1.xml', [Buffer.from(SHEET_OPEN), ...sheetData, Buffer.from(SHEET_CLOSE)]),
    await deflated('xl/workbook.xml', [xml(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${doc}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`)]),
    await deflated('xl/_rels/workbook.xml.rels', [xml(`<Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${doc}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`)]),
  ];
  return zipOf(parts);
}

/** A zip bomb: a small .xlsx whose sheet XML inflates to `megabytes` MB (one cell of repeated text). */
export function xlsxBomb(megabytes: number, sheetName = 'Sheet1'): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  function* text(): Generator<Buffer> {
    yield Buffer.from('<row r="1"><c r="A1" t="inlineStr"><is><t>');
    for (let i = 0; i < megabytes; i++) yield chunk;
    yield Buffer.from('</t></is></c></row>');
  }
  return xlsxOf(sheetName, text());
}
