import { screen, within } from '@testing-library/react';
import { Permission, type PermissionCode, type SparePartRow, type StockMovementRow, type StockRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartListPage } from '../part/PartListPage';
import { StockPage } from '../stock/StockPage';
import { LedgerPage } from '../stock/LedgerPage';
import { StocktakeReportPage } from '../stocktake/StocktakeReportPage';
import { count, line } from '../stocktake/stocktake-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const part: SparePartRow = {
  ...TENANT_COLUMNS,
  id: 5,
  spare_part_code: 'BRG-6204',
  name: 'Bearing',
  bom_type: null,
  specification: null,
  unit: 'pcs',
  price: '18.50',
  safety_stock_min: null,
  safety_stock_max: null,
  batch_tracking: false,
  manufacturer_id: null,
  manufacturer_name: null,
  supplier_id: null,
  supplier_name: null,
  equipment_type_ids: [],
  equipment_model_ids: [],
  equipment_ids: [],
  installed_on: [],
  substitutes: [],
  interchangeable: [],
  remark: null,
  version: 1,
  on_hand: 2,
  stock_in_state: 'inStock',
};
const stock: StockRow = {
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  specification: null,
  unit: 'pcs',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  bin_id: null,
  bin_code: null,
  batch_no: null,
  on_hand: 10,
  reserved: 0,
  available: 10,
  avg_cost: '3.00',
  safety_stock_min: null,
};
const movement: StockMovementRow = {
  id: 9,
  create_time: '2026-11-20T02:00:00.000Z',
  create_user_id: 1,
  create_user_name: 'Keeper',
  document_no: 'IO1',
  movement_type: 'putIn',
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  bin_id: null,
  bin_code: null,
  batch_no: null,
  quantity: 3,
  balance_after: 3,
  unit_cost: '3.0000',
  amount: '9.00',
  supplier_id: null,
  supplier_name: null,
  document_type: 'manual',
  document_id: null,
  reason: null,
};
const handlers = {
  '/sparePart/pageList': { rows: [part], total: 1 },
  '/getOptionsByKey': [],
  '/stock/pageList': { rows: [stock], total: 1 },
  '/warehouse/pageList': { rows: [], total: 0 },
  '/stockMovement/pageList': { rows: [movement], total: 1 },
  '/stocktake/detail': count({ state: 'approved', lines: [line({ id: 1, counted: 8, difference: -2, adjusted: -2, unit_cost: '3.0000', difference_amount: '-6.00' })] }),
};
const VIEW: PermissionCode[] = [Permission.sparePart.list, Permission.stock.list, Permission.stocktake.list];
const headers = (): string[] => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');

/** SPEC §6 cost display toggles: the cost columns are shown only to those holding "spare parts" / "storage". */
describe('inventory cost display toggles', () => {
  it('shows the price and the stock costs to a session holding both toggles', async () => {
    fakeServer([...VIEW, Permission.sparePart.cost, Permission.stock.cost], handlers);
    const parts = renderPage(<PartListPage />);
    await screen.findByText('18.50');
    expect(headers()).toContain('Price');
    parts.unmount();
    const held = renderPage(<StockPage />);
    await screen.findByText('3.00');
    expect(headers()).toContain('Moving-average cost');
    held.unmount();
    const ledger = renderPage(<LedgerPage />);
    await screen.findByText('IO1');
    expect(headers()).toEqual(expect.arrayContaining(['Unit cost', 'Amount']));
    ledger.unmount();
    renderPage(<StocktakeReportPage />, '/gengyun/bom/warehouseManageList/Inventory/report?id=7');
    const report = await screen.findByTestId('stocktake-report');
    expect(within(report).getByTestId('report-line-1')).toHaveTextContent('3.0000-6.00');
    expect(report).toHaveTextContent('Difference amount');
  });

  it('hides those columns from a session without the toggles', async () => {
    fakeServer(VIEW, {
      ...handlers,
      '/sparePart/pageList': { rows: [{ ...part, price: null }], total: 1 },
      '/stock/pageList': { rows: [{ ...stock, avg_cost: null }], total: 1 },
      '/stockMovement/pageList': { rows: [{ ...movement, unit_cost: null, amount: null }], total: 1 },
      '/stocktake/detail': count({ state: 'approved', lines: [line({ id: 1, counted: 8, difference: -2, adjusted: -2 })] }),
    });
    const parts = renderPage(<PartListPage />);
    await screen.findByText('BRG-6204');
    expect(headers()).not.toContain('Price');
    parts.unmount();
    const held = renderPage(<StockPage />);
    await screen.findByText('Main store');
    expect(headers()).not.toContain('Moving-average cost');
    held.unmount();
    const ledger = renderPage(<LedgerPage />);
    await screen.findByText('IO1');
    expect(headers()).not.toContain('Unit cost');
    expect(headers()).not.toContain('Amount');
    ledger.unmount();
    renderPage(<StocktakeReportPage />, '/gengyun/bom/warehouseManageList/Inventory/report?id=7');
    const report = await screen.findByTestId('stocktake-report');
    expect(report).not.toHaveTextContent('Difference amount');
    expect(report).not.toHaveTextContent('Unit cost');
  });
});
