import type { SparePartRow, StocktakeDetail, StocktakeLine, WarehouseRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

export const warehouse: WarehouseRow = {
  ...TENANT_COLUMNS,
  id: 2,
  code: 'W2',
  name: 'Main store',
  manager_id: null,
  manager_name: null,
  address: null,
  remark: null,
  version: 1,
  bins: [
    { id: 11, code: 'A-01', name: null },
    { id: 12, code: 'A-02', name: null },
  ],
};

export const line = (over: Partial<StocktakeLine>): StocktakeLine => ({
  id: 1,
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  specification: null,
  unit: 'pcs',
  bin_id: 11,
  bin_code: 'A-01',
  batch_no: null,
  expected: 10,
  counted: null,
  difference: null,
  moved_since_start: 0,
  adjusted: null,
  unit_cost: null,
  difference_amount: null,
  count_user_id: null,
  count_user_name: null,
  count_time: null,
  remark: null,
  ...over,
});

export const count = (over: Partial<StocktakeDetail> = {}): StocktakeDetail => ({
  ...TENANT_COLUMNS,
  id: 7,
  code: 'ST20261127-0001',
  count_date: '2026-11-27',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  bin_ids: [],
  bin_codes: [],
  person_user_id: 1,
  person_name: 'Admin',
  state: 'counting',
  start_time: '2026-11-27T01:00:00.000Z',
  finish_time: null,
  approve_time: null,
  approve_user_id: null,
  approve_user_name: null,
  document_no: null,
  remark: null,
  blind: false,
  version: 2,
  lines_total: 2,
  lines_counted: 1,
  lines_differing: 0,
  bins: [
    { id: 11, code: 'A-01' },
    { id: 12, code: 'A-02' },
  ],
  lines: [line({}), line({ id: 2, part_id: 6, spare_part_code: 'SEAL-30', part_name: 'Seal', bin_id: 12, bin_code: 'A-02', expected: 4, counted: 4, difference: 0 })],
  ...over,
});

export const bearing = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing', batch_tracking: false } as SparePartRow;
