import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 15 item 6: stocktakes and their lines (expected frozen at start, counted, adjusted on approval). */
export class Stocktake1795810000000 implements MigrationInterface {
  name = 'Stocktake1795810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_stocktake',
        columns: [
          ...tenantColumns(),
          col.varchar('code', 50),
          col.varchar('count_date', 10),
          col.int('warehouse_id'),
          col.text('bin_ids'),
          col.int('person_user_id', true),
          col.varchar('state', 20),
          col.datetime('start_time', true),
          col.int('start_movement_id', true),
          col.datetime('finish_time', true),
          col.datetime('approve_time', true),
          col.int('approve_user_id', true),
          col.varchar('document_no', 40, true),
          col.varchar('remark', 500, true),
          { ...col.int('version'), default: 1 },
        ],
        indices: [tenantIndex('inventory_stocktake'), index('inventory_stocktake', ['enterprise_id', 'code'], true), index('inventory_stocktake', ['enterprise_id', 'warehouse_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_stocktake_line',
        columns: [
          ...tenantColumns(),
          col.int('stocktake_id'),
          col.int('part_id'),
          { ...col.int('bin_id'), default: 0 },
          { ...col.varchar('batch_no', 50), default: "''" },
          col.int('expected'),
          col.int('counted', true),
          col.int('adjusted', true),
          col.int('count_user_id', true),
          col.datetime('count_time', true),
          col.varchar('remark', 500, true),
        ],
        indices: [tenantIndex('inventory_stocktake_line'), index('inventory_stocktake_line', ['stocktake_id', 'part_id', 'bin_id', 'batch_no'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inventory_stocktake_line');
    await q.dropTable('inventory_stocktake');
  }
}
