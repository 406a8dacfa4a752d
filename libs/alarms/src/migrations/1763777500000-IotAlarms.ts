import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/** IoT alarms (issue #5 part B): rules, alarms, escalation deliveries, message channel configuration. */
export class IotAlarms1763777500000 implements MigrationInterface {
  name = 'IotAlarms1763777500000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'alarm_rule',
        columns: [
          ...tenantColumns(),
          col.varchar('name', 100),
          col.int('meter_id', true),
          col.varchar('meter_type', 20, true),
          col.varchar('quantity', 50, true),
          col.varchar('condition', 20),
          col.double('threshold', true),
          col.double('deadband', false),
          col.varchar('rate_unit', 10, true),
          col.int('duration_seconds'),
          col.int('repeat_count'),
          col.int('no_data_seconds', true),
          col.int('severity'),
          col.bool('enabled', true),
          col.bool('notify_sms', true),
          col.bool('notify_mail', false),
          col.varchar('notify_user_ids', 1000, true),
          col.varchar('notify_role_ids', 1000, true),
          col.varchar('notify_phones', 1000, true),
          col.varchar('notify_mails', 1000, true),
          col.varchar('sms_intervals', 200, true),
          col.varchar('interval_unit', 10),
          col.varchar('remark', 500, true),
        ],
        indices: [tenantIndex('alarm_rule'), index('alarm_rule', ['enterprise_id', 'meter_id']), index('alarm_rule', ['enterprise_id', 'meter_type'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'alarm',
        columns: [
          ...tenantColumns(),
          col.int('rule_id'),
          col.varchar('rule_name', 100),
          col.int('meter_id'),
          col.varchar('meter_code', 64, true),
          col.varchar('meter_type', 20, true),
          col.varchar('quantity', 50, true),
          col.varchar('condition', 20),
          col.double('threshold', true),
          col.int('severity'),
          col.varchar('status', 20),
          col.int('open_key'),
          col.int('count'),
          col.double('first_value', true),
          col.double('last_value', true),
          col.datetime('raise_time'),
          col.datetime('last_time'),
          col.int('ack_user_id', true),
          col.varchar('ack_user_name', 50, true),
          col.datetime('ack_time', true),
          col.varchar('ack_note', 500, true),
          col.datetime('clear_time', true),
          col.varchar('clear_mode', 10, true),
          col.int('clear_user_id', true),
          col.datetime('close_time', true),
          col.int('close_user_id', true),
          col.int('escalation_step'),
          col.int('work_order_id', true),
        ],
        indices: [
          tenantIndex('alarm'),
          index('alarm', ['rule_id', 'meter_id', 'open_key'], true),
          index('alarm', ['enterprise_id', 'status']),
          index('alarm', ['enterprise_id', 'raise_time']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'alarm_delivery',
        columns: [
          ...tenantColumns(),
          col.int('alarm_id'),
          col.int('step'),
          col.varchar('channel', 10),
          col.varchar('recipient', 200),
          col.varchar('status', 10),
          col.int('attempts'),
          col.varchar('last_error', 500, true),
          col.datetime('sent_time', true),
        ],
        indices: [
          tenantIndex('alarm_delivery'),
          index('alarm_delivery', ['alarm_id', 'step', 'channel', 'recipient'], true),
          index('alarm_delivery', ['enterprise_id', 'create_time']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'message_config',
        columns: [
          ...tenantColumns(),
          col.bool('sms_enabled', true),
          col.varchar('sms_url', 500, true),
          col.varchar('sms_token', 200, true),
          col.varchar('sms_template', 100),
          col.varchar('smtp_url', 500, true),
          col.varchar('mail_from', 200, true),
          col.varchar('default_user_ids', 1000, true),
          col.varchar('default_role_ids', 1000, true),
          col.varchar('default_phones', 1000, true),
          col.varchar('default_mails', 1000, true),
        ],
        indices: [tenantIndex('message_config'), new TableIndex({ name: 'UQ_message_config_enterprise', columnNames: ['enterprise_id'], isUnique: true })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['message_config', 'alarm_delivery', 'alarm', 'alarm_rule']) await q.dropTable(table);
  }
}
