import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, index, tenantColumns, tenantIndex } from '@gengyun/core';

/**
 * Issue 15 items 1–3: the parts catalogue, warehouses with bins, and the stock ledger. Balances hold on-hand per
 * part × warehouse × bin × batch (bin 0 and batch '' where there is none, so the unique key holds on MySQL, which lets
 * NULLs repeat); values hold the moving-average cost per part and warehouse.
 */
export class Inventory1795757000000 implements MigrationInterface {
  name = 'Inventory1795757000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'inventory_spare_part',
        columns: [
          ...tenantColumns(),
          col.varchar('spare_part_code', 50),
          col.varchar('name', 100),
          col.int('bom_type', true),
          col.varchar('specification', 255, true),
          col.varchar('unit', 20, true),
          col.decimal('price', 14, 2),
          col.int('safety_stock_min', true),
          col.int('safety_stock_max', true),
          col.bool('batch_tracking', false),
          col.int('manufacturer_id', true),
          col.int('supplier_id', true),
          col.varchar('remark', 500, true),
          { ...col.int('version'), default: 1 },
        ],
        indices: [tenantIndex('inventory_spare_part'), index('inventory_spare_part', ['enterprise_id', 'spare_part_code'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_spare_part_fit',
        columns: [...tenantColumns(), col.int('part_id'), col.int('kind'), col.int('ref_id')],
        indices: [tenantIndex('inventory_spare_part_fit'), index('inventory_spare_part_fit', ['part_id']), index('inventory_spare_part_fit', ['enterprise_id', 'kind', 'ref_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_warehouse',
        columns: [
          ...tenantColumns(),
          col.varchar('code', 50),
          col.varchar('name', 100),
          col.int('manager_id', true),
          col.varchar('address', 255, true),
          col.varchar('remark', 500, true),
          { ...col.int('version'), default: 1 },
        ],
        indices: [tenantIndex('inventory_warehouse'), index('inventory_warehouse', ['enterprise_id', 'code'], true), index('inventory_warehouse', ['enterprise_id', 'manager_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_bin',
        columns: [...tenantColumns(), col.int('warehouse_id'), col.varchar('code', 50), col.varchar('name', 100, true)],
        indices: [tenantIndex('inventory_bin'), index('inventory_bin', ['warehouse_id', 'code'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_stock_balance',
        columns: [
          ...tenantColumns(),
          col.int('part_id'),
          col.int('warehouse_id'),
          { ...col.int('bin_id'), default: 0 },
          { ...col.varchar('batch_no', 50), default: "''" },
          { ...col.int('on_hand'), default: 0 },
          { ...col.int('reserved'), default: 0 },
        ],
        indices: [
          tenantIndex('inventory_stock_balance'),
          index('inventory_stock_balance', ['enterprise_id', 'part_id', 'warehouse_id', 'bin_id', 'batch_no'], true),
          index('inventory_stock_balance', ['enterprise_id', 'warehouse_id', 'part_id']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_stock_value',
        columns: [...tenantColumns(), col.int('part_id'), col.int('warehouse_id'), { ...col.int('on_hand'), default: 0 }, col.decimal('avg_cost', 16, 4)],
        indices: [tenantIndex('inventory_stock_value'), index('inventory_stock_value', ['enterprise_id', 'part_id', 'warehouse_id'], true)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'inventory_stock_movement',
        columns: [
          ...tenantColumns(),
          col.varchar('document_no', 40),
          col.varchar('movement_type', 20),
          col.int('part_id'),
          col.int('warehouse_id'),
          col.int('bin_id', true),
          col.varchar('batch_no', 50, true),
          col.int('quantity'),
          col.int('balance_after'),
          col.decimal('unit_cost', 16, 4),
          col.decimal('amount', 18, 2),
          col.int('supplier_id', true),
          col.varchar('document_type', 20),
          col.int('document_id', true),
          col.varchar('reason', 500, true),
        ],
        indices: [
          tenantIndex('inventory_stock_movement'),
          index('inventory_stock_movement', ['enterprise_id', 'warehouse_id', 'id']),
          index('inventory_stock_movement', ['enterprise_id', 'part_id', 'id']),
          index('inventory_stock_movement', ['enterprise_id', 'document_no']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['inventory_stock_movement', 'inventory_stock_value', 'inventory_stock_balance', 'inventory_bin', 'inventory_warehouse', 'inventory_spare_part_fit', 'inventory_spare_part']) await q.dropTable(table);
  }
}
