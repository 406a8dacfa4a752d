import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../migration.helpers';

/** The Mosquitto password-file hash of device logins, kept from now on when a password is issued. */
export class CoreDeviceCredentialMosquittoHash1763770200000 implements MigrationInterface {
  name = 'CoreDeviceCredentialMosquittoHash1763770200000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('device_credential', new TableColumn(col.varchar('mosquitto_hash', 160, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('device_credential', 'mosquitto_hash');
  }
}
