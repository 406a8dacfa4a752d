import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Issue 13 item 9: the work orders opened from alarms, one open order per alarm (unique `open_alarm_id`). */
export class WorkOrderAlarmBridge1764600600000 implements MigrationInterface {
  name = 'WorkOrderAlarmBridge1764600600000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'work_order_alarm',
        columns: [...tenantColumns(), col.int('alarm_id'), col.int('work_order_id'), col.int('open_alarm_id', true), col.bool('automatic', false)],
        indices: [
          tenantIndex('work_order_alarm'),
          index('work_order_alarm', ['open_alarm_id'], true),
          index('work_order_alarm', ['enterprise_id', 'alarm_id']),
          index('work_order_alarm', ['work_order_id']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('work_order_alarm');
  }
}
