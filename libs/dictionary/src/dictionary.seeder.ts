import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import type { SeedContext, Seeder } from '@gengyun/core';
import { DictItem, DictType } from './dictionary.entity';
import { DEFAULT_TYPES, typeNameKey } from './dictionary.defaults';

/**
 * Gives an enterprise the default dictionary types (docs/decisions/dictionary.md). Runs for the demo
 * enterprise as a Seeder, lazily the first time an enterprise's dictionaries are read, and on demand through
 * `seedEnterprise` (the identity area may call it when an enterprise is created). Only types the enterprise
 * lacks are created, with their items; edits and deletions of existing items are never undone.
 */
@Injectable()
export class DictionarySeeder implements Seeder {
  private readonly ensured = new Map<number, Promise<number>>();
  private readonly running = new Map<number, Promise<number>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async seed(ctx: SeedContext): Promise<void> {
    await this.seedEnterprise(ctx.enterpriseId, ctx.adminUserId);
  }

  /** Seeds once per process and enterprise; concurrent callers share the run. */
  ensure(enterpriseId: number): Promise<number> {
    let run = this.ensured.get(enterpriseId);
    if (!run) {
      run = this.seedEnterprise(enterpriseId);
      this.ensured.set(enterpriseId, run);
      run.catch(() => this.ensured.delete(enterpriseId));
    }
    return run;
  }

  /**
   * Creates the default types the enterprise lacks; returns how many. Idempotent; concurrent calls in this
   * process share one run, and other processes' duplicates are ignored by the unique indexes.
   */
  seedEnterprise(enterpriseId: number, userId: number | null = null): Promise<number> {
    let run = this.running.get(enterpriseId);
    if (!run) {
      run = this.createMissing(enterpriseId, userId).finally(() => this.running.delete(enterpriseId));
      this.running.set(enterpriseId, run);
    }
    return run;
  }

  private async createMissing(enterpriseId: number, userId: number | null): Promise<number> {
    const types = this.dataSource.getRepository(DictType);
    const existing = await types.find({ select: { code: true }, where: { enterprise_id: enterpriseId } });
    const have = new Set(existing.map((t) => t.code));
    const missing = DEFAULT_TYPES.filter((t) => !have.has(t.code));
    if (!missing.length) return 0;
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const stamp = { enterprise_id: enterpriseId, create_user_id: userId, create_time: now, update_time: now };
      await manager
        .createQueryBuilder()
        .insert()
        .into(DictType)
        .values(missing.map((t) => ({ ...stamp, code: t.code, name: typeNameKey(t.code), is_lang: true, enabled: true, is_system: true })))
        .orIgnore()
        .execute();
      const created = await manager.find(DictType, { where: { enterprise_id: enterpriseId, code: In(missing.map((t) => t.code)) } });
      const idOf = new Map(created.map((t) => [t.code, t.id]));
      const items = missing.flatMap((t) =>
        t.items.map((item, index) => ({
          ...stamp,
          type_id: idOf.get(t.code)!,
          value: item.value,
          text: item.text,
          is_lang: !item.plain,
          sort: (index + 1) * 10,
          enabled: true,
          parent_id: null,
          extend: null,
        })),
      );
      for (let i = 0; i < items.length; i += 100) {
        await manager.createQueryBuilder().insert().into(DictItem).values(items.slice(i, i + 100)).orIgnore().execute();
      }
    });
    return missing.length;
  }
}
