import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { BusinessError, FileStorage } from '@gengyun/core';
import { FileBusinessRegistry, type FileCaller } from './file-business.registry';
import { FileInfo } from './file-info.entity';
import { storageKey } from './file.service';

/** The business number of copies made for an object not written yet: unbound until it adopts them. */
export const FILE_COPY_BUSINESS_NO = 'fileCopy';

/**
 * Copies of files for another object (a converted service request's photos for its work order), so either object's
 * files can be deleted alone. The bytes cannot roll back with a transaction, so the copies are made first and
 * committed unbound under `fileCopy`; the object's transaction adopts them. If it rolls back, the caller discards them
 * at once, and should the process die first, the sweep of unbound uploads removes them (rows and bytes) after its
 * grace period: no copy outlives a conversion that did not happen.
 */
@Injectable()
export class FileCopies implements OnModuleInit {
  private readonly logger = new Logger('FileCopies');

  constructor(
    @InjectRepository(FileInfo) private readonly repo: Repository<FileInfo>,
    private readonly storage: FileStorage,
    private readonly registry: FileBusinessRegistry,
  ) {}

  onModuleInit(): void {
    // Nobody uploads, reads or changes a copy being made; every one left unbound is swept.
    this.registry.registerOwner(FILE_COPY_BUSINESS_NO, {
      find: () => Promise.reject(BusinessError.notFound()),
      edit: [],
      unbound: [],
      unboundReadable: false,
      countsPictures: false,
      referenced: () => Promise.resolve([]),
    });
  }

  /** Copies files of the caller's enterprise (bytes, then rows committed unbound); resolves to the copies' ids. */
  async stage(ctx: FileCaller, ids: readonly number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, id: In([...ids]) }, order: { id: 'ASC' } });
    const copies: FileInfo[] = [];
    try {
      for (const row of rows) {
        const data = await this.storage.read(row.storage_key);
        if (!data) continue;
        const { original_name, ext, size, mime, category } = row;
        const copy = this.repo.create({ enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, business_no: FILE_COPY_BUSINESS_NO, data_id: null, original_name, ext, size, mime, category, storage_key: storageKey(ctx.enterpriseId, row.ext) });
        await this.storage.put(copy.storage_key, data);
        copies.push(copy);
      }
      return (await this.repo.save(copies)).map((copy) => copy.id);
    } catch (error) {
      await Promise.all(copies.map((copy) => this.storage.delete(copy.storage_key).catch(() => undefined)));
      throw error;
    }
  }

  /** In the object's transaction: the staged copies become its files — all of them, or "get the latest data and retry". */
  async adopt(ctx: FileCaller, copyIds: readonly number[], businessNo: string, dataId: number, manager: EntityManager): Promise<void> {
    if (!copyIds.length) return;
    const moved = await manager
      .getRepository(FileInfo)
      .update({ enterprise_id: ctx.enterpriseId, business_no: FILE_COPY_BUSINESS_NO, data_id: IsNull(), id: In([...copyIds]) }, { business_no: businessNo, data_id: dataId });
    if (moved.affected !== copyIds.length) throw BusinessError.conflict('common.errors.staleData');
  }

  /** After the object's transaction failed: the copies go now rather than at the sweep. Never throws; adopted copies stay. */
  async discard(ctx: FileCaller, copyIds: readonly number[]): Promise<void> {
    if (!copyIds.length) return;
    try {
      const where = { enterprise_id: ctx.enterpriseId, business_no: FILE_COPY_BUSINESS_NO, data_id: IsNull(), id: In([...copyIds]) };
      const rows = await this.repo.find({ where });
      await this.repo.delete(where);
      await Promise.all(rows.map((row) => this.storage.delete(row.storage_key)));
    } catch (error) {
      this.logger.warn(`copies ${copyIds.join(',')} left to the sweep: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
