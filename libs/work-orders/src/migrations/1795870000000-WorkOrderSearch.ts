import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, foldedFields } from '@gengyun/core';

const SEARCH_INDEX = new TableIndex({ name: 'IDX_work_order_search', columnNames: ['enterprise_id', 'location_id', 'type_id', 'status', 'search_text'] });
const BATCH = 1000;

/**
 * The list's keyword search reads one column of folded code and title, compared byte-wise, from an index that also
 * holds the location, type and status the list filters and scopes on.
 */
export class WorkOrderSearch1795870000000 implements MigrationInterface {
  name = 'WorkOrderSearch1795870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('work_order', new TableColumn({ ...col.varchar('search_text', 300), default: "''" }));
    for (let after = 0; ; ) {
      const rows: Array<{ id: number; code: string; title: string }> = await q.query('SELECT id, code, title FROM work_order WHERE id > ? ORDER BY id LIMIT ?', [after, BATCH]);
      if (!rows.length) break;
      for (const r of rows) await q.query('UPDATE work_order SET search_text = ? WHERE id = ?', [Array.from(foldedFields(r.code, r.title)).slice(0, 300).join(''), r.id]);
      after = Number(rows[rows.length - 1]!.id);
    }
    await q.createIndex('work_order', SEARCH_INDEX);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('work_order', SEARCH_INDEX);
    await q.dropColumn('work_order', 'search_text');
  }
}
