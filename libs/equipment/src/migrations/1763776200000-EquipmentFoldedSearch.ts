import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foldedFields } from '@gengyun/core';
import { col, index } from '@gengyun/core';

const OLD_INDEX = ['enterprise_id', 'type_id', 'asset_code', 'asset_name', 'specification'];
const SEARCH_INDEX = new TableIndex({ name: 'IDX_equipment_search', columnNames: ['enterprise_id', 'type_id', 'position_id', 'search_text'] });
const BATCH = 1000;

/**
 * The list's keyword search reads one column of folded code, name and specification, compared byte-wise, from an
 * index that also holds the enterprise, type and location the list filters on: the filter and the data scope are
 * answered from the index alone, and only the page's rows are read.
 */
export class EquipmentFoldedSearch1763776200000 implements MigrationInterface {
  name = 'EquipmentFoldedSearch1763776200000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('equipment', index('equipment', OLD_INDEX));
    await q.addColumn('equipment', new TableColumn({ ...col.varchar('search_text', 420), default: "''" }));
    for (let after = 0; ; ) {
      const rows: Array<{ id: number; asset_code: string; asset_name: string; specification: string | null }> = await q.query(
        'SELECT id, asset_code, asset_name, specification FROM equipment WHERE id > ? ORDER BY id LIMIT ?',
        [after, BATCH],
      );
      if (!rows.length) break;
      for (const r of rows) await q.query('UPDATE equipment SET search_text = ? WHERE id = ?', [foldedFields(r.asset_code, r.asset_name, r.specification), r.id]);
      after = Number(rows[rows.length - 1]!.id);
    }
    await q.createIndex('equipment', SEARCH_INDEX);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('equipment', SEARCH_INDEX);
    await q.dropColumn('equipment', 'search_text');
    await q.createIndex('equipment', index('equipment', OLD_INDEX));
  }
}
