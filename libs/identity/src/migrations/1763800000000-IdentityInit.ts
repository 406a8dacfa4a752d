import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

const pk = (name: string): TableColumnOptions => ({ ...col.int(name), isPrimary: true });

/** Identity area: enterprises, users, roles, menus (feature permissions), data permissions, orgs, sessions, SMS codes. */
export class IdentityInit1763800000000 implements MigrationInterface {
  name = 'IdentityInit1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'enterprise',
        columns: [
          col.id(),
          col.varchar('code', 50),
          col.varchar('name', 100),
          col.varchar('status', 10),
          col.int('paid_user_limit', true),
          col.datetime('create_time'),
          col.datetime('update_time'),
        ],
        indices: [index('enterprise', ['code'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user',
        columns: [
          ...tenantColumns(),
          col.varchar('account', 50),
          col.varchar('password_hash', 255),
          col.varchar('name', 50),
          col.varchar('job_no', 50, true),
          col.varchar('phone', 20, true),
          col.varchar('wechat_no', 50, true),
          col.int('org_id', true),
          col.int('group_id', true),
          col.int('position_id', true),
          col.bool('is_external', false),
          col.bool('is_paid', false),
          col.bool('enabled', true),
          col.varchar('lang', 10),
          col.int('failed_count'),
          col.datetime('locked_until', true),
          col.datetime('deleted_time', true),
        ],
        indices: [tenantIndex('user'), index('user', ['enterprise_id', 'account'], true), index('user', ['phone'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'role',
        columns: [...tenantColumns(), col.varchar('name', 50), col.varchar('remark', 255, true), col.bool('is_admin', false)],
        indices: [tenantIndex('role'), index('role', ['enterprise_id', 'name'], true)],
      }),
    );
    await q.createTable(
      new Table({ name: 'user_role', columns: [pk('user_id'), pk('role_id')], indices: [index('user_role', ['role_id'])] }),
    );
    await q.createTable(
      new Table({
        name: 'menu',
        columns: [
          col.id(),
          col.int('parent_id', true),
          col.int('type'),
          col.varchar('name', 100),
          col.varchar('route', 200, true),
          col.varchar('icon', 100, true),
          col.varchar('lang_key', 100),
          col.varchar('perms', 100, true),
          col.int('sort'),
          col.bool('enabled', true),
        ],
        indices: [index('menu', ['parent_id']), index('menu', ['lang_key'], true)],
      }),
    );
    await q.createTable(
      new Table({ name: 'role_menu', columns: [pk('role_id'), pk('menu_id')], indices: [index('role_menu', ['menu_id'])] }),
    );
    await q.createTable(
      new Table({
        name: 'role_scope',
        columns: [col.id(), col.int('role_id'), col.varchar('scope', 30), col.int('ref_id')],
        indices: [index('role_scope', ['role_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'session',
        columns: [
          col.id(),
          col.int('enterprise_id'),
          col.int('user_id'),
          col.varchar('token_hash', 64),
          col.varchar('client', 10),
          col.varchar('ip', 64, true),
          col.datetime('create_time'),
          col.datetime('expires_at'),
          col.datetime('revoked_time', true),
        ],
        indices: [index('session', ['token_hash'], true), index('session', ['user_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'organization',
        columns: [...tenantColumns(), col.int('parent_id', true), col.varchar('name', 100), col.varchar('code', 50, true), col.int('sort')],
        indices: [tenantIndex('organization'), index('organization', ['parent_id'])],
      }),
    );
    for (const name of ['user_group', 'position']) {
      await q.createTable(
        new Table({
          name,
          columns: [...tenantColumns(), col.int('org_id', true), col.varchar('name', 100), col.varchar('remark', 255, true)],
          indices: [tenantIndex(name), index(name, ['org_id'])],
        }),
      );
    }
    await q.createTable(
      new Table({ name: 'position_role', columns: [pk('position_id'), pk('role_id')], indices: [index('position_role', ['role_id'])] }),
    );
    await q.createTable(
      new Table({
        name: 'registration',
        columns: [
          ...tenantColumns(),
          col.varchar('account', 50),
          col.varchar('name', 50),
          col.varchar('phone', 20),
          col.varchar('password_hash', 255),
          col.varchar('status', 10),
          col.int('user_id', true),
          col.int('handle_user_id', true),
          col.datetime('handle_time', true),
        ],
        indices: [tenantIndex('registration'), index('registration', ['phone'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sms_code',
        columns: [
          col.id(),
          col.varchar('phone', 20),
          col.varchar('purpose', 20),
          col.varchar('code_hash', 64),
          col.int('attempts'),
          col.datetime('create_time'),
          col.datetime('expires_at'),
          col.datetime('verified_time', true),
          col.datetime('consumed_time', true),
        ],
        indices: [index('sms_code', ['phone', 'purpose'])],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = ['sms_code', 'registration', 'position_role', 'position', 'user_group', 'organization', 'session', 'role_scope', 'role_menu', 'menu', 'user_role', 'role', 'user', 'enterprise'];
    for (const table of tables) await q.dropTable(table);
  }
}
