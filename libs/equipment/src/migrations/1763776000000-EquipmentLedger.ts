import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

const name = (n: string, len = 100, nullable = false) => col.varchar(n, len, nullable);
const remark = (len = 255) => col.varchar('remark', len, true);
const point = (a: string, b: string) => [col.double(a), col.double(b)];

/** Issue #4: equipment ledger, types, models, locations, addresses, partners, OSAH documents, io orders, counts, tasks. */
export class EquipmentLedger1763776000000 implements MigrationInterface {
  name = 'EquipmentLedger1763776000000';

  async up(q: QueryRunner): Promise<void> {
    const table = async (t: string, columns: ReturnType<typeof col.int>[], indices: ReturnType<typeof index>[] = [], tenant = true) =>
      q.createTable(new Table({ name: t, columns: tenant ? [...tenantColumns(), ...columns] : [col.id(), ...columns], indices: tenant ? [tenantIndex(t), ...indices] : indices }));

    await table('equipment_type', [name('name'), name('code', 50, true), col.int('parent_id', true), col.int('sort'), remark()], [index('equipment_type', ['enterprise_id', 'parent_id'])]);
    await table('equipment_model', [name('name'), col.int('type_id'), col.int('manufacturer_id', true), name('specification', 255, true), remark()], [index('equipment_model', ['enterprise_id', 'type_id'])]);
    await table(
      'asset_position',
      [name('name'), name('code', 50, true), col.int('parent_id', true), col.int('level'), col.int('plan_file_id', true), ...point('x', 'y'), ...point('lng', 'lat'), col.int('sort'), remark()],
      [index('asset_position', ['enterprise_id', 'parent_id'])],
    );
    await table('asset_address', [name('name'), name('address', 255), ...point('lng', 'lat'), name('contact', 50, true), name('phone', 30, true), remark()]);
    await table('equipment_partner', [col.int('kind'), name('name'), name('contact', 50, true), name('phone', 30, true), name('address', 255, true), remark()], [index('equipment_partner', ['enterprise_id', 'kind', 'name'], true)]);
    await table('osah_document', [name('title', 200), name('category', 50, true), col.text('file_ids', false), name('valid_from', 10, true), name('valid_to', 10, true), remark()]);
    await table(
      'equipment',
      [
        name('asset_code', 50), name('asset_name'), col.int('type_id', true), col.int('model_id', true), col.int('position_id', true), col.int('parent_id', true),
        col.int('status'), col.int('running_status_id'), col.int('supplier_id', true), col.int('manufacturer_id', true), col.int('address_id', true),
        col.int('warranty_type', true), name('warranty_start', 10, true), name('warranty_end', 10, true), name('purchase_date', 10, true),
        col.decimal('purchase_cost', 14, 2), name('specification', 255, true), remark(500), col.text('custom_fields'),
        ...point('x', 'y'), ...point('lng', 'lat'), name('scrap_reason', 255, true), col.datetime('scrap_time', true),
      ],
      [
        index('equipment', ['enterprise_id', 'asset_code'], true),
        index('equipment', ['enterprise_id', 'type_id', 'id']),
        index('equipment', ['enterprise_id', 'position_id', 'id']),
        index('equipment', ['enterprise_id', 'parent_id']),
      ],
    );
    await table(
      'equipment_io',
      [
        name('code', 50), col.int('direction'), col.int('state'), col.int('to_position_id', true), col.int('to_status', true), col.int('handler_user_id', true),
        col.int('approve_user_id', true), col.datetime('approve_time', true), name('approve_remark', 255, true), col.int('sub_work_order_id', true), remark(),
      ],
      [index('equipment_io', ['enterprise_id', 'code'], true)],
    );
    await table(
      'equipment_io_item',
      [col.int('io_id'), col.int('equipment_id'), col.int('from_position_id', true), col.int('from_status', true), col.int('to_position_id', true), col.int('to_status', true)],
      [index('equipment_io_item', ['io_id']), index('equipment_io_item', ['equipment_id'])],
      false,
    );
    await table(
      'equipment_count',
      [name('code', 50), name('count_date', 10), col.int('position_id'), col.int('person_user_id', true), col.int('state'), col.datetime('finish_time', true), remark()],
      [index('equipment_count', ['enterprise_id', 'code'], true)],
    );
    await table('equipment_count_item', [col.int('count_id'), col.int('equipment_id', true), name('name', 100, true), col.int('result'), remark()], [index('equipment_count_item', ['count_id'])], false);
    await table(
      'import_export_task',
      [
        name('kind', 10), name('business', 50), name('file_name', 255), col.int('status'), col.int('progress'), col.text('params'), col.text('messages'),
        col.int('total_rows'), col.int('done_rows'), name('storage_key', 255, true), col.datetime('finish_time', true),
      ],
      [index('import_export_task', ['enterprise_id', 'kind', 'id'])],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['import_export_task', 'equipment_count_item', 'equipment_count', 'equipment_io_item', 'equipment_io', 'equipment', 'osah_document', 'equipment_partner', 'asset_address', 'asset_position', 'equipment_model', 'equipment_type']) {
      await q.dropTable(t);
    }
  }
}
