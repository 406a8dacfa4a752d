import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** The translation store and the company overrides (libs/i18n). */
export class I18nTexts1763772000000 implements MigrationInterface {
  name = 'I18nTexts1763772000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'i18n_text',
        columns: [
          col.id(),
          col.varchar('lang_key', 150),
          col.varchar('lang', 10),
          col.text('text', false),
          col.bool('is_custom', false),
          col.bool('edited', false),
          col.datetime('update_time'),
        ],
        indices: [index('i18n_text', ['lang_key', 'lang'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'i18n_company_text',
        columns: [...tenantColumns(), col.varchar('lang_key', 150), col.varchar('lang', 10), col.text('text', false)],
        indices: [tenantIndex('i18n_company_text'), index('i18n_company_text', ['enterprise_id', 'lang_key', 'lang'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('i18n_company_text');
    await q.dropTable('i18n_text');
  }
}
