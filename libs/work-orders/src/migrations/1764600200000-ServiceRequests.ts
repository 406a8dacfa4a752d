import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndex } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** Service requests (issue 13 item 3): the requests, their business-number counter and the equipment's public links. */
export class ServiceRequests1764600200000 implements MigrationInterface {
  name = 'ServiceRequests1764600200000';

  async up(q: QueryRunner): Promise<void> {
    const table = (name: string, columns: TableColumnOptions[], indices: TableIndex[] = []) =>
      q.createTable(new Table({ name, columns: [...tenantColumns(), ...columns], indices: [tenantIndex(name), ...indices] }));
    await table(
      'service_request',
      [
        col.varchar('code', 30),
        col.varchar('channel', 10),
        col.varchar('status', 20),
        col.varchar('title', 100),
        col.text('description'),
        col.int('equipment_id', true),
        col.int('location_id', true),
        col.int('requester_id', true),
        col.varchar('requester_name', 50, true),
        col.varchar('requester_phone', 20, true),
        col.varchar('reject_reason', 500, true),
        col.int('work_order_id', true),
        col.int('handled_user_id', true),
        col.datetime('handled_time', true),
        col.int('version'),
      ],
      [
        index('service_request', ['enterprise_id', 'code'], true),
        index('service_request', ['enterprise_id', 'status']),
        index('service_request', ['enterprise_id', 'location_id']),
        index('service_request', ['enterprise_id', 'equipment_id', 'create_time']),
      ],
    );
    await table('service_request_sequence', [col.varchar('day', 8), col.int('value')], [index('service_request_sequence', ['enterprise_id', 'day'], true)]);
    await table('service_request_link', [col.int('equipment_id'), col.varchar('token', 32)], [
      index('service_request_link', ['token'], true),
      index('service_request_link', ['enterprise_id', 'equipment_id'], true),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of ['service_request_link', 'service_request_sequence', 'service_request']) await q.dropTable(name);
  }
}
