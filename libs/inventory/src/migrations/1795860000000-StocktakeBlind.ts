import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '@gengyun/core';

/** Issue 15 item 6: a blind count hides the expected quantities from its counters. */
export class StocktakeBlind1795860000000 implements MigrationInterface {
  name = 'StocktakeBlind1795860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('inventory_stocktake', new TableColumn(col.bool('blind', false)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('inventory_stocktake', 'blind');
  }
}
