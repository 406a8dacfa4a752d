import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, type Repository } from 'typeorm';
import { AppConfig, FileStorage } from '@gengyun/core';
import { FileBusinessRegistry } from '../file-business.registry';
import { FileInfo } from '../file-info.entity';

const BATCH = 200;

/**
 * Deletes files uploaded before their object was saved (`data_id` empty) and left so for longer than
 * `UNBOUND_UPLOAD_TTL_HOURS`: only under business numbers whose owner answers `referenced`, and never one it names.
 * Each row goes by a conditional delete (`data_id` still empty), so a file bound while the sweep runs stays; its bytes
 * go after its row. Idempotent: two sweeps at once delete each file once.
 */
@Injectable()
export class UnboundUploadSweep {
  private readonly logger = new Logger('UnboundUploadSweep');

  constructor(
    @InjectRepository(FileInfo) private readonly repo: Repository<FileInfo>,
    private readonly storage: FileStorage,
    private readonly registry: FileBusinessRegistry,
    private readonly config: AppConfig,
  ) {}

  /** Resolves to the number of files deleted. */
  async run(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.unboundUploadTtlMs);
    let removed = 0;
    for (const [businessNo, referenced] of this.registry.swept()) {
      let after = 0;
      for (;;) {
        const rows = await this.repo.find({
          where: { business_no: businessNo, data_id: IsNull(), create_time: LessThan(cutoff), id: MoreThan(after) },
          order: { id: 'ASC' },
          take: BATCH,
        });
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        for (const group of byEnterprise(rows)) {
          const kept = new Set(await referenced(group[0]!.enterprise_id, group.map((row) => row.id)));
          for (const row of group.filter((r) => !kept.has(r.id))) if (await this.remove(row)) removed++;
        }
        if (rows.length < BATCH) break;
      }
    }
    return removed;
  }

  private async remove(row: FileInfo): Promise<boolean> {
    const result = await this.repo.delete({ id: row.id, enterprise_id: row.enterprise_id, data_id: IsNull() });
    if (!result.affected) return false;
    await this.storage.delete(row.storage_key).catch((error: Error) => this.logger.warn(`file ${row.id}: the bytes stay (${error.message})`));
    return true;
  }
}

const byEnterprise = (rows: readonly FileInfo[]): FileInfo[][] => {
  const groups = new Map<number, FileInfo[]>();
  for (const row of rows) groups.set(row.enterprise_id, [...(groups.get(row.enterprise_id) ?? []), row]);
  return [...groups.values()];
};
