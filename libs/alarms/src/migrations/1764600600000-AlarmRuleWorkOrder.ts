import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 13 item 9: an alarm rule may open a repair work order when it raises an alarm (type, priority, person in charge). */
export class AlarmRuleWorkOrder1764600600000 implements MigrationInterface {
  name = 'AlarmRuleWorkOrder1764600600000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('alarm_rule', [
      new TableColumn(col.bool('open_work_order', false)),
      new TableColumn(col.int('work_order_type_id', true)),
      new TableColumn(col.int('work_order_priority', true)),
      new TableColumn(col.int('work_order_person_id', true)),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['work_order_person_id', 'work_order_priority', 'work_order_type_id', 'open_work_order']) await q.dropColumn('alarm_rule', name);
  }
}
