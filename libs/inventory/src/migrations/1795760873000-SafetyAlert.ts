import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 15 item 5: the parts below their safety minimum per warehouse, since when (one alert per crossing). */
export class SafetyAlert1795760873000 implements MigrationInterface {
  name = 'SafetyAlert1795760873000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_safety_alert',
        columns: [...tenantColumns(), col.int('part_id'), col.int('warehouse_id')],
        indices: [tenantIndex('inventory_safety_alert'), index('inventory_safety_alert', ['enterprise_id', 'part_id', 'warehouse_id'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_safety_alert');
  }
}
