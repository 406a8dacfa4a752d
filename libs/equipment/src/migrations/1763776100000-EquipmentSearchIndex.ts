import type { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from '@gengyun/core';

/**
 * The list's keyword search is `LIKE '%…%'` over code, name and specification, which no B-tree can seek. This
 * index holds exactly those columns per (enterprise, type), so the filter is evaluated on the index alone
 * (index condition pushdown) and only matching rows are read.
 */
export class EquipmentSearchIndex1763776100000 implements MigrationInterface {
  name = 'EquipmentSearchIndex1763776100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('equipment', index('equipment', ['enterprise_id', 'type_id', 'asset_code', 'asset_name', 'specification']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('equipment', index('equipment', ['enterprise_id', 'type_id', 'asset_code', 'asset_name', 'specification']));
  }
}
