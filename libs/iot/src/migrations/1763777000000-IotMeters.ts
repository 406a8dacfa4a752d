import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Iot part A: meters, raw readings keyed by (meter_id, ts), latest values, roll-ups and dead letters. */
export class IotMeters1763777000000 implements MigrationInterface {
  name = 'IotMeters1763777000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'meter',
        columns: [
          ...tenantColumns(),
          col.varchar('meter_code', 64),
          col.varchar('name', 100),
          col.varchar('meter_type', 20),
          col.varchar('topic', 200),
          col.int('equipment_id', true),
          col.int('location_id', true),
          col.int('customer_id', true),
          col.bool('enabled', true),
          { name: 'offline_after_seconds', type: 'integer', default: 300 },
          col.datetime('last_seen', true),
          { name: 'status', type: 'varchar', length: '10', default: "'never'" },
          col.int('credential_id', true),
          col.varchar('remark', 255, true),
        ],
        indices: [tenantIndex('meter'), index('meter', ['enterprise_id', 'meter_code'], true), index('meter', ['topic'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'meter_reading',
        columns: [
          { ...col.int('meter_id'), isPrimary: true },
          { ...col.bigint('ts'), isPrimary: true },
          col.text('vals', false),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'meter_latest',
        columns: [
          { ...col.int('meter_id'), isPrimary: true },
          { ...col.varchar('quantity', 32), isPrimary: true },
          col.int('enterprise_id'),
          col.double('value', false),
          col.bigint('ts'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'meter_rollup',
        columns: [
          { ...col.int('meter_id'), isPrimary: true },
          { ...col.varchar('grain', 1), isPrimary: true },
          { ...col.varchar('quantity', 32), isPrimary: true },
          { ...col.bigint('bucket'), isPrimary: true },
          col.double('min_v', false),
          col.double('max_v', false),
          col.double('sum_v', false),
          col.int('cnt'),
          col.double('last_v', false),
          col.bigint('last_ts'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'dead_letter',
        columns: [
          col.id(),
          col.int('enterprise_id', true),
          col.int('meter_id', true),
          col.varchar('topic', 200),
          col.varchar('reason', 20),
          col.varchar('detail', 500),
          col.text('payload', false),
          col.int('payload_size'),
          col.datetime('create_time'),
        ],
        indices: [index('dead_letter', ['enterprise_id', 'create_time'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['dead_letter', 'meter_rollup', 'meter_latest', 'meter_reading', 'meter']) await q.dropTable(table);
  }
}
