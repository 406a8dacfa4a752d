import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/**
 * Alarms and one-meter rules carry their meter's location and equipment type, so lists, details, counts and pushes
 * apply the caller's data scope. Rows written before have none: only users unrestricted in both dimensions see them.
 */
export class AlarmsScope1764100100000 implements MigrationInterface {
  name = 'AlarmsScope1764100100000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['alarm', 'alarm_rule']) {
      await q.addColumns(table, [new TableColumn(col.int('location_id', true)), new TableColumn(col.int('equipment_type_id', true))]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['alarm', 'alarm_rule']) {
      await q.dropColumn(table, 'equipment_type_id');
      await q.dropColumn(table, 'location_id');
    }
  }
}
