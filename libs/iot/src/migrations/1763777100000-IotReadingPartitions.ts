import type { MigrationInterface, QueryRunner } from 'typeorm';

const DAY = 86_400_000;
const name = (dayStart: number): string => `p${new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '')}`;

/**
 * MySQL/MariaDB only: daily RANGE partitions of meter_reading on ts (epoch ms, UTC days), so raw retention
 * drops whole partitions (the daily sweep adds days ahead and drops expired ones). `p_old` holds anything
 * before the migration day, `p_future` anything beyond the prepared days. SQLite keeps one table and the sweep
 * deletes expired rows in bounded chunks instead.
 */
export class IotReadingPartitions1763777100000 implements MigrationInterface {
  name = 'IotReadingPartitions1763777100000';

  async up(q: QueryRunner): Promise<void> {
    if (!['mysql', 'mariadb'].includes(q.connection.options.type)) return;
    const today = Math.floor(Date.now() / DAY) * DAY;
    const days = Array.from({ length: 8 }, (_, i) => today + i * DAY);
    const parts = [
      `PARTITION p_old VALUES LESS THAN (${today})`,
      ...days.map((d) => `PARTITION ${name(d)} VALUES LESS THAN (${d + DAY})`),
      'PARTITION p_future VALUES LESS THAN MAXVALUE',
    ];
    await q.query(`ALTER TABLE meter_reading PARTITION BY RANGE (ts) (${parts.join(', ')})`);
  }

  async down(q: QueryRunner): Promise<void> {
    if (!['mysql', 'mariadb'].includes(q.connection.options.type)) return;
    await q.query('ALTER TABLE meter_reading REMOVE PARTITIONING');
  }
}
