import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/**
 * Escalation timing (issue #5 item 5): the epoch-millisecond instant every step's due time is counted from
 * (datetime columns hold whole seconds on MySQL), and each delivery row's due time, so the log shows when a
 * step was due, whether it was sent or cancelled.
 */
export class IotEscalationTiming1763777600000 implements MigrationInterface {
  name = 'IotEscalationTiming1763777600000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('alarm', new TableColumn(col.bigint('escalation_start', true)));
    await q.addColumn('alarm_delivery', new TableColumn(col.datetime('due_time', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('alarm_delivery', 'due_time');
    await q.dropColumn('alarm', 'escalation_start');
  }
}
