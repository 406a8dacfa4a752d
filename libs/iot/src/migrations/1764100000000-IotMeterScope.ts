import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** A meter keeps its equipment's type, so data permissions by equipment type apply to meters, readings and alarms. */
export class IotMeterScope1764100000000 implements MigrationInterface {
  name = 'IotMeterScope1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('meter', new TableColumn(col.int('equipment_type_id', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('meter', 'equipment_type_id');
  }
}
