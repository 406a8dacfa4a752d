import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Dictionary types and items, and the field library (libs/dictionary). */
export class DictionaryTables1763773000000 implements MigrationInterface {
  name = 'DictionaryTables1763773000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'dict_type',
        columns: [
          ...tenantColumns(),
          col.varchar('code', 64),
          col.varchar('name', 150),
          col.bool('is_lang', false),
          col.bool('enabled', true),
          col.bool('is_system', false),
        ],
        indices: [tenantIndex('dict_type'), index('dict_type', ['enterprise_id', 'code'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'dict_item',
        columns: [
          ...tenantColumns(),
          col.int('type_id'),
          col.varchar('value', 100),
          col.varchar('text', 150),
          col.bool('is_lang', false),
          col.int('sort'),
          col.bool('enabled', true),
          col.int('parent_id', true),
          col.varchar('extend', 500, true),
        ],
        indices: [tenantIndex('dict_item'), index('dict_item', ['type_id']), index('dict_item', ['type_id', 'value'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'field_library',
        columns: [
          ...tenantColumns(),
          col.varchar('code', 64),
          col.varchar('name', 100),
          col.varchar('data_type', 20),
          col.varchar('option_key', 64, true),
          col.bool('required', false),
          col.bool('hidden', false),
          col.int('sort'),
          col.varchar('remark', 255, true),
        ],
        indices: [tenantIndex('field_library'), index('field_library', ['enterprise_id', 'code'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('field_library');
    await q.dropTable('dict_item');
    await q.dropTable('dict_type');
  }
}
