import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type ReorderSuggestionRow, type WarehouseRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { ReorderPage } from './ReorderPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const suggestion: ReorderSuggestionRow = {
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  specification: '20x47',
  unit: 'pcs',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  on_hand: 3,
  safety_stock_min: 10,
  safety_stock_max: 30,
  on_order: 0,
  suggested: 27,
};
const warehouse = (id: number, name: string): WarehouseRow => ({ ...TENANT_COLUMNS, id, code: `W${id}`, name, manager_id: null, manager_name: null, address: null, remark: null, version: 1, bins: [] });
const handlers = {
  '/stock/reorder/pageList': { rows: [suggestion], total: 1 },
  '/warehouse/pageList': { rows: [warehouse(2, 'Main store'), warehouse(3, 'Site store')], total: 2 },
};

describe('ReorderPage', () => {
  it('lists each part below its minimum per warehouse with on hand, min, max, on order and the suggested quantity', async () => {
    fakeServer([Permission.stock.list], handlers);
    renderPage(<ReorderPage />);
    const row = await screen.findByTestId('reorder-row-5-2');
    expect(['BRG-6204', 'Bearing', 'Main store', '3', '10', '30', '0', '27'].every((text) => within(row).queryAllByText(text).length > 0)).toBe(true);
    expect(screen.getAllByText('Suggested quantity').length).toBeGreaterThan(0);
  });

  it('filters by warehouse and exports what the filters select', async () => {
    const server = fakeServer([Permission.stock.list], handlers);
    renderPage(<ReorderPage />);
    await screen.findByTestId('reorder-row-5-2');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByTitle('Site store'));
    await waitFor(() => expect(server.bodyOf('/stock/reorder/pageList')).toMatchObject({ warehouse_id: '3' }));
    fireEvent.click(screen.getByTestId('reorder-export'));
    await waitFor(() => expect(server.count('/stock/reorder/export')).toBe(1));
    expect(server.bodyOf('/stock/reorder/export')).toMatchObject({ warehouse_id: '3' });
  });
});
