import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 14 item 2: usage (fixed-workload) counters per equipment, their readings, and each plan's step base. */
export class UsageCounters1795840000000 implements MigrationInterface {
  name = 'UsageCounters1795840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'maintenance_usage_counter',
        columns: [...tenantColumns(), col.int('equipment_id'), col.varchar('counter', 20), col.double('value', false), col.int('meter_id', true), col.bigint('synced_ts', true), col.double('last_raw')],
        indices: [tenantIndex('maintenance_usage_counter'), index('maintenance_usage_counter', ['equipment_id', 'counter'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'maintenance_usage_reading',
        columns: [...tenantColumns(), col.int('equipment_id'), col.varchar('counter', 20), col.double('value', false), col.varchar('source', 10), col.varchar('read_day', 10), col.datetime('read_time')],
        indices: [tenantIndex('maintenance_usage_reading'), index('maintenance_usage_reading', ['equipment_id', 'counter', 'read_day'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'maintenance_usage_base',
        columns: [...tenantColumns(), col.int('plan_id'), col.int('equipment_id'), col.varchar('counter', 20), col.double('base', false), col.varchar('open_due', 10, true)],
        indices: [tenantIndex('maintenance_usage_base'), index('maintenance_usage_base', ['plan_id', 'equipment_id', 'counter'], true)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('maintenance_usage_base');
    await q.dropTable('maintenance_usage_reading');
    await q.dropTable('maintenance_usage_counter');
  }
}
