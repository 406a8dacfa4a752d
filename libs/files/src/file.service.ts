import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { EXPORT_TASK_BUSINESS_NO, type MessageKey } from '@gengyun/contracts';
import { AuditService, BusinessError, FileStorage, MAX_UPLOAD_FILES, Settings, findScoped, type UploadedFile } from '@gengyun/core';
import { FileBusinessRegistry, type FileCaller } from './file-business.registry';
import { FileInfo } from './file-info.entity';
import { checkUpload, type CheckedFile, type FileCategory } from './file-type';
import type { FileItem } from './file.dto';

export interface StoreOptions {
  business_no: string;
  data_id?: number | null;
  /** An extra rule for every file (e.g. the logo size); returns the refusal's message key. */
  check?: (data: Buffer, file: CheckedFile) => MessageKey | null;
}

export const MAX_FILES_PER_UPLOAD = MAX_UPLOAD_FILES;

/** Uploads, lists, reads and deletes files attached to business objects. Other areas use it through the index. */
@Injectable()
export class FileService {
  constructor(
    @InjectRepository(FileInfo) private readonly repo: Repository<FileInfo>,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly businesses: FileBusinessRegistry,
    private readonly settings: Settings,
  ) {}

  /**
   * Refuses pictures beyond the enterprise's limit for one object (`upload.imageCountLimit`): the ones it already has
   * plus `adding` (counted in `manager`'s transaction when given).
   */
  private async checkPictureCount(ctx: FileCaller, businessNo: string, dataId: number | null | undefined, adding: number, manager?: EntityManager): Promise<void> {
    if (!adding || !dataId || !this.businesses.countsPictures(businessNo)) return;
    const limit = await this.settings.get(ctx.enterpriseId, 'upload.imageCountLimit');
    const repo = manager ? manager.getRepository(FileInfo) : this.repo;
    const held = await repo.count({ where: { enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: dataId, category: 'image' } });
    if (held + adding > limit) throw new BusinessError('files.errors.imageCount', 422, [limit]);
  }

  /** Checks every file first (all or nothing), writes the bytes, then the rows in one transaction. */
  async store(ctx: FileCaller, uploads: readonly UploadedFile[], options: StoreOptions): Promise<FileInfo[]> {
    if (uploads.length === 0) throw new BusinessError('files.errors.noFile', 422);
    if (uploads.length > MAX_FILES_PER_UPLOAD) throw new BusinessError('files.errors.tooMany', 422, [MAX_FILES_PER_UPLOAD]);
    // Generated files (exports) are not uploads: nothing may be attached under their business number.
    if (options.business_no === EXPORT_TASK_BUSINESS_NO || this.businesses.source(options.business_no)) throw BusinessError.notFound();
    await this.businesses.checkChange(ctx, options.business_no, options.data_id);
    const checked = uploads.map((upload) => {
      const result = checkUpload(upload.filename, upload.buffer);
      if ('refused' in result) throw new BusinessError(result.refused, result.status, [upload.filename]);
      const extra = options.check?.(upload.buffer, result);
      if (extra) throw new BusinessError(extra, 422, [upload.filename]);
      return { upload, type: result };
    });
    await this.checkPictureCount(ctx, options.business_no, options.data_id, checked.filter(({ type }) => type.category === 'image').length);
    const rows = checked.map(({ upload, type }) =>
      this.repo.create({
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        business_no: options.business_no,
        data_id: options.data_id ?? null,
        original_name: cleanName(upload.filename),
        ext: type.ext,
        size: upload.buffer.length,
        mime: type.mime,
        storage_key: storageKey(ctx.enterpriseId, type.ext),
        category: type.category,
      }),
    );
    const written: string[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        await this.storage.put(row.storage_key, checked[i]!.upload.buffer);
        written.push(row.storage_key);
      }
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(FileInfo, rows);
        for (const row of saved) {
          if (row.data_id) await this.audit.record(ctx, row.business_no, row.data_id, [{ key: 'files.audit.uploaded', params: [row.original_name] }], manager);
        }
        return saved;
      });
    } catch (error) {
      await Promise.all(written.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
  }

  async list(ctx: FileCaller, businessNo: string, dataId: number): Promise<FileItem[]> {
    await this.businesses.checkRead(ctx, businessNo, dataId);
    const rows = await this.repo.find({
      where: { enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: dataId },
      order: { id: 'ASC' },
    });
    return rows.map(toItem);
  }

  /** A file of the caller's enterprise uploaded under `businessNo`, or "not found". */
  async find(ctx: FileCaller, id: number, businessNo?: string): Promise<FileInfo> {
    const row = await findScoped(this.repo, ctx, id);
    if (businessNo !== undefined && row.business_no !== businessNo) throw BusinessError.notFound();
    return row;
  }

  /**
   * The stored bytes as a stream; with `category`, a file of another category is "not found" too, and so is a
   * file of an object the caller may not reach (the owner check its area registered).
   */
  async open(ctx: FileCaller, id: number, businessNo: string, category?: FileCategory): Promise<{ info: FileInfo; stream: Readable }> {
    const info = await this.find(ctx, id, businessNo);
    if (category && info.category !== category) throw BusinessError.notFound();
    await this.businesses.checkRead(ctx, info.business_no, info.data_id);
    const stream = await this.storage.get(info.storage_key);
    if (!stream) throw BusinessError.notFound();
    return { info, stream };
  }

  /** The bytes of a file uploaded under `businessNo` (another business's file is "not found"). */
  async read(ctx: FileCaller, id: number, businessNo: string): Promise<{ info: FileInfo; data: Buffer }> {
    const info = await this.find(ctx, id, businessNo);
    const data = await this.storage.read(info.storage_key);
    if (!data) throw BusinessError.notFound();
    return { info, data };
  }

  /** Attaches files uploaded before their object existed (data_id still empty) to the new object. */
  async bind(ctx: FileCaller, businessNo: string, dataId: number, ids: readonly number[], manager?: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    const repo = manager ? manager.getRepository(FileInfo) : this.repo;
    const pictures = await repo.count({ where: { enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: IsNull(), id: In([...ids]), category: 'image' } });
    await this.checkPictureCount(ctx, businessNo, dataId, pictures, manager);
    await repo.update({ enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: IsNull(), id: In([...ids]) }, { data_id: dataId });
  }

  /**
   * Deletes files of one object in the caller's transaction — each id must be one of them, or "not found" — and
   * resolves to what drops their bytes, for the caller to run once the transaction has committed.
   */
  async removeWithin(ctx: FileCaller, businessNo: string, dataId: number, ids: readonly number[], manager: EntityManager): Promise<() => Promise<void>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return () => Promise.resolve();
    const where = { enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: dataId, id: In(unique) };
    const rows = await manager.getRepository(FileInfo).find({ where });
    if (rows.length !== unique.length) throw BusinessError.notFound();
    await manager.getRepository(FileInfo).delete(where);
    return async () => void (await Promise.all(rows.map((row) => this.storage.delete(row.storage_key).catch(() => undefined))));
  }

  async delete(ctx: FileCaller, id: number): Promise<void> {
    const info = await this.find(ctx, id);
    await this.businesses.checkChange(ctx, info.business_no, info.data_id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(FileInfo, { id: info.id, enterprise_id: ctx.enterpriseId });
      if (info.data_id) await this.audit.record(ctx, info.business_no, info.data_id, [{ key: 'files.audit.deleted', params: [info.original_name] }], manager);
    });
    await this.storage.delete(info.storage_key);
  }
}

const toItem = (row: FileInfo): FileItem => ({
  id: row.id,
  name: row.original_name,
  size: row.size,
  ext: row.ext,
  mime: row.mime,
  category: row.category,
  business_no: row.business_no,
  data_id: row.data_id,
  create_time: row.create_time,
});

/** `12/202611/3f2c….png`: enterprise, month, random name; the original name is only metadata. */
export const storageKey = (enterpriseId: number, ext: string): string => {
  const now = new Date();
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${enterpriseId}/${month}/${randomUUID()}.${ext}`;
};

/** The name as the user sees it: no directories, no control characters, at most 255 characters. */
const cleanName = (filename: string): string => {
  const base = filename.split(/[\\/]/).pop() ?? filename;
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.length > 255 ? clean.slice(clean.length - 255) : clean;
};
