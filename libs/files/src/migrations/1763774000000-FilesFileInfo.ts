import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

export class FilesFileInfo1763774000000 implements MigrationInterface {
  name = 'FilesFileInfo1763774000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'file_info',
        columns: [
          ...tenantColumns(),
          col.varchar('business_no', 50),
          col.int('data_id', true),
          col.varchar('original_name', 255),
          col.varchar('ext', 10),
          col.int('size'),
          col.varchar('mime', 100),
          col.varchar('storage_key', 255),
          col.varchar('category', 20),
        ],
        indices: [tenantIndex('file_info'), index('file_info', ['enterprise_id', 'business_no', 'data_id'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('file_info');
  }
}
