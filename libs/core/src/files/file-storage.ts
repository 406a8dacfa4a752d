import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app.config';

/**
 * Where uploaded bytes live. Keys are relative paths of safe segments (`12/2026/11/3f2c….png`); the
 * files area owns the metadata (`file_info`), the storage only the bytes. Local disk by default; an
 * object-store adapter can replace it without touching the areas.
 */
export abstract class FileStorage {
  abstract put(key: string, data: Buffer): Promise<void>;
  /** A stream of the stored bytes, or null when the key is unknown. */
  abstract get(key: string): Promise<Readable | null>;
  /** The stored bytes in memory (small files: logos, images being checked). */
  abstract read(key: string): Promise<Buffer | null>;
  /** Removes the bytes; an unknown key is not an error. */
  abstract delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.[A-Za-z0-9]{1,10})?$/;

/** Stores files under `${config.dataDir}/files`. */
@Injectable()
export class LocalFileStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.dataDir, 'files');
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { flag: 'wx' });
  }

  async get(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    return found?.isFile() ? createReadStream(path) : null;
  }

  async read(key: string): Promise<Buffer | null> {
    const stream = await this.get(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Refuses anything but plain relative segments, so a key can never leave the storage root. */
  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }
}
