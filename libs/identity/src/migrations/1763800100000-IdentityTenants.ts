import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index } from '@gengyun/core';

/**
 * Tenant administration: an enterprise's expiry (cancellation) and purge times, company self-registrations audited
 * by the platform operator, and the job number of a user's self-registration.
 */
export class IdentityTenants1763800100000 implements MigrationInterface {
  name = 'IdentityTenants1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('enterprise', [new TableColumn(col.datetime('expire_time', true)), new TableColumn(col.datetime('purge_time', true))]);
    await q.addColumn('registration', new TableColumn(col.varchar('job_no', 50, true)));
    await q.createTable(
      new Table({
        name: 'company_registration',
        columns: [
          col.id(),
          col.varchar('enterprise_code', 50),
          col.varchar('enterprise_name', 100),
          col.bool('claim', false),
          col.int('enterprise_id', true),
          col.varchar('account', 50),
          col.varchar('name', 50),
          col.varchar('job_no', 50, true),
          col.varchar('phone', 20),
          col.varchar('password_hash', 255),
          col.varchar('status', 10),
          col.varchar('reason', 200, true),
          col.int('user_id', true),
          col.int('handle_user_id', true),
          col.datetime('handle_time', true),
          col.datetime('create_time'),
          col.datetime('update_time'),
        ],
        indices: [
          index('company_registration', ['enterprise_code']),
          index('company_registration', ['phone']),
          index('company_registration', ['status']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('company_registration');
    await q.dropColumn('registration', 'job_no');
    await q.dropColumns('enterprise', ['expire_time', 'purge_time']);
  }
}
