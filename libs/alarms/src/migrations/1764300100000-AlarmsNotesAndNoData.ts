import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/**
 * Issue 12 item 5: clearing and closing an alarm by hand take a note, kept on the alarm beside the acknowledgement's;
 * a rule remembers when it was last enabled (epoch ms), so a meter that never reported is judged from then.
 * Rules enabled before this column existed fall back to their last change.
 */
export class AlarmsNotesAndNoData1764300100000 implements MigrationInterface {
  name = 'AlarmsNotesAndNoData1764300100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('alarm', [new TableColumn(col.varchar('clear_note', 500, true)), new TableColumn(col.varchar('close_note', 500, true))]);
    await q.addColumn('alarm_rule', new TableColumn(col.bigint('enabled_at', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('alarm_rule', 'enabled_at');
    await q.dropColumn('alarm', 'close_note');
    await q.dropColumn('alarm', 'clear_note');
  }
}
