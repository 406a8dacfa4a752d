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
