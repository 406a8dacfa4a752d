import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/**
 * Ingest writes minute roll-ups only and marks each (meter, hour) it touched here; the roll-up derivation turns
 * marked hours into hour and day rows from the minutes. `marks` grows on every mark, so a mark made while a
 * derivation was running is not cleared by it.
 */
export class IotRollupDirty1796010000000 implements MigrationInterface {
  name = 'IotRollupDirty1796010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'meter_rollup_dirty',
        columns: [
          { ...col.int('meter_id'), isPrimary: true },
          { ...col.bigint('hour'), isPrimary: true },
          col.int('marks'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('meter_rollup_dirty');
  }
}
