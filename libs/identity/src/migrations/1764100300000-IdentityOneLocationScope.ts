import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The "device location" data permission is the location dimension (docs/decisions/data-scopes.md): grants made under
 * it become location grants (a role that held both keeps each location once).
 */
export class IdentityOneLocationScope1764100300000 implements MigrationInterface {
  name = 'IdentityOneLocationScope1764100300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM role_scope WHERE scope = 'device_location'
         AND EXISTS (SELECT 1 FROM (SELECT role_id, ref_id FROM role_scope WHERE scope = 'location') l WHERE l.role_id = role_scope.role_id AND l.ref_id = role_scope.ref_id)`,
    );
    await q.query(`UPDATE role_scope SET scope = 'location' WHERE scope = 'device_location'`);
  }

  async down(): Promise<void> {
    // The two dimensions cannot be told apart again.
  }
}
