import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type StockByBinRow, type StockRow, type WarehouseRow } from '@gengyun/contracts';
import { i18n } from '@/i18n/i18n-instance';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { BinStockPage } from './BinStockPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const warehouse: WarehouseRow = { ...TENANT_COLUMNS, id: 2, code: 'W2', name: 'Main store', manager_id: null, manager_name: null, address: null, remark: null, version: 1, bins: [{ id: 11, code: 'A-01', name: null }, { id: 12, code: 'A-02', name: null }] };
const bins: StockByBinRow[] = [
  { bin_id: 11, bin_code: 'A-01', bin_name: 'Shelf 1', parts: 2, places: 3, on_hand: 9, reserved: 1, available: 8 },
  { bin_id: 12, bin_code: 'A-02', bin_name: null, parts: 0, places: 0, on_hand: 0, reserved: 0, available: 0 },
  { bin_id: null, bin_code: null, bin_name: null, parts: 1, places: 1, on_hand: 4, reserved: 0, available: 4 },
];
const place: StockRow = { part_id: 5, spare_part_code: 'BRG-6204', part_name: 'Bearing', specification: null, unit: 'pcs', warehouse_id: 2, warehouse_name: 'Main store', bin_id: 11, bin_code: 'A-01', batch_no: 'L1', on_hand: 3, reserved: 1, available: 2, avg_cost: null, safety_stock_min: null };

describe('BinStockPage', () => {
  it('sums each bin of the warehouse and lists what the chosen bin holds', async () => {
    const server = fakeServer([Permission.stock.list], { '/warehouse/pageList': { rows: [warehouse], total: 1 }, '/stock/byBin': bins, '/stock/pageList': { rows: [place], total: 1 } });
    renderPage(<BinStockPage />, '/gengyun/bom/warehouseManageList/bins?warehouse_id=2');
    const first = await screen.findByTestId('bin-row-11');
    expect(['Shelf 1', '2', '3', '9', '8'].every((text) => within(first).queryAllByText(text).length > 0)).toBe(true);
    expect(within(screen.getByTestId('bin-row-0')).getByText('No bin')).toBeInTheDocument();
    expect(screen.getByTestId('bin-open-none')).toHaveAttribute('href', '/gengyun/bom/warehouseManageList?warehouse_id=2&no_bin=1');
    expect(server.bodyOf('/stock/byBin')).toMatchObject({ warehouse_id: '2' });
    expect(within(screen.getByTestId('bin-places')).getByText('Choose a bin to see what it holds')).toBeInTheDocument();
    expect(server.count('/stock/pageList')).toBe(0);

    fireEvent.click(screen.getByTestId('bin-open-11'));
    const places = screen.getByTestId('bin-places');
    expect(await within(places).findByText('BRG-6204')).toBeInTheDocument();
    expect(within(places).getByText('L1')).toBeInTheDocument();
    await waitFor(() => expect(server.bodyOf('/stock/pageList')).toMatchObject({ bin_id: '11', only_held: 'true' }));

    await act(() => i18n.changeLanguage('zh_CN'));
    expect(within(screen.getByTestId('bin-row-0')).getByText('未指定库位')).toBeInTheDocument();
    expect(within(screen.getByTestId('bin-stock-page')).getAllByText('库位存放').length).toBeGreaterThan(0);
    await act(() => i18n.changeLanguage('en_US'));
  });
});
