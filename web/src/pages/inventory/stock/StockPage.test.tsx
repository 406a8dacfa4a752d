import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow, type StockRow, type WarehouseRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { StockPage } from './StockPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const stock: StockRow = {
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  specification: null,
  unit: 'pcs',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  bin_id: 11,
  bin_code: 'A-01',
  batch_no: null,
  on_hand: 10,
  reserved: 3,
  available: 7,
  avg_cost: '3.00',
  safety_stock_min: 5,
};
const warehouse = (id: number, name: string, bins: WarehouseRow['bins']): WarehouseRow => ({
  ...TENANT_COLUMNS,
  id,
  code: `W${id}`,
  name,
  manager_id: null,
  manager_name: null,
  address: null,
  remark: null,
  version: 1,
  bins,
});
const handlers = {
  '/stock/pageList': { rows: [stock], total: 1 },
  '/warehouse/pageList': { rows: [warehouse(2, 'Main store', [{ id: 11, code: 'A-01', name: null }]), warehouse(3, 'Site store', [{ id: 12, code: 'S-01', name: null }])], total: 2 },
};
const key = '5-2-11-';

describe('StockPage', () => {
  it('shows stock by part and bin with on hand, reserved and available (and the cost, with the storage cost display); filters by warehouse', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.cost], handlers);
    renderPage(<StockPage />);
    const row = await screen.findByTestId(`stock-row-${key}`);
    expect(['BRG-6204', 'Main store', 'A-01', '10', '3', '7', '3.00'].every((text) => within(row).queryAllByText(text).length > 0)).toBe(true);
    expect(screen.queryByTestId('stock-put-in')).toBeNull();
    expect(screen.queryByTestId(`stock-move-${key}`)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Warehouse' }));
    fireEvent.click(await screen.findByTitle('Site store'));
    await waitFor(() => expect(server.bodyOf('/stock/pageList')).toMatchObject({ warehouse_id: '3', only_held: 'true' }));
  });

  it('opens filtered to the places without a bin of the warehouse from the bin view’s address; the filter can be dropped', async () => {
    const server = fakeServer([Permission.stock.list], handlers);
    renderPage(<StockPage />, '/gengyun/bom/warehouseManageList?warehouse_id=2&no_bin=1');
    await waitFor(() => expect(server.bodyOf('/stock/pageList')).toMatchObject({ warehouse_id: '2', no_bin: 'true' }));
    const tag = await screen.findByTestId('stock-no-bin');
    expect(tag).toHaveTextContent('No bin');
    fireEvent.click(tag.querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(server.bodyOf('/stock/pageList')).not.toHaveProperty('no_bin'));
    expect(server.bodyOf('/stock/pageList')).toMatchObject({ warehouse_id: '2' });
  });

  it('transfers a place’s stock to another warehouse and bin', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.move, Permission.stock.putIn], { ...handlers, '/stock/move': { document_no: 'IO1', movements: [] } });
    renderPage(<StockPage />);
    expect(await screen.findByTestId('stock-put-in')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId(`stock-move-${key}`));
    const dialog = await screen.findByTestId('stock-move-dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Movement' }));
    fireEvent.click(await screen.findByTitle('Transfer'));
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity-0'), { target: { value: '4' } });
    const target = await within(dialog).findByRole('combobox', { name: 'To warehouse' });
    fireEvent.mouseDown(target);
    fireEvent.click((await screen.findAllByTitle('Site store')).at(-1) as HTMLElement);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'To bin' }));
    fireEvent.click(await screen.findByTitle('S-01'));
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    await waitFor(() => expect(server.count('/stock/move')).toBe(1));
    const body = server.bodyOf('/stock/move');
    expect(body).toMatchObject({ kind: 'transfer', warehouse_id: '2', to_warehouse_id: '3' });
    expect(JSON.parse(body?.lines ?? '[]')).toEqual([{ part_id: 5, bin_id: 11, quantity: 4, to_bin_id: 12 }]);
  });

  it('issues several places of one warehouse in one document; the server’s refusal of a line shows on that line', async () => {
    const seal: StockRow = { ...stock, part_id: 6, spare_part_code: 'SEAL-1', part_name: 'Seal', bin_id: null, bin_code: null, on_hand: 2, reserved: 0, available: 2 };
    const elsewhere: StockRow = { ...stock, part_id: 7, spare_part_code: 'NUT-1', part_name: 'Nut', warehouse_id: 3, warehouse_name: 'Site store', bin_id: 12, bin_code: 'S-01' };
    const server = fakeServer([Permission.stock.list, Permission.stock.move], {
      ...handlers,
      '/stock/pageList': { rows: [stock, seal, elsewhere], total: 3 },
      '/stock/move': fail('Insufficient stock for spare part code SEAL-1', 'inventory.errors.insufficientStock', { fields: { 'lines.1.quantity': 'min' } }),
    });
    renderPage(<StockPage />);
    const boxOf = async (rowKey: string) => (await screen.findByTestId(`stock-row-${rowKey}`)).querySelector('input[type="checkbox"]') as HTMLInputElement;
    const moveSelected = await screen.findByTestId('stock-move-selected');
    expect(moveSelected).toBeDisabled();
    fireEvent.click(await boxOf(key));
    fireEvent.click(await boxOf('6-2-0-'));
    await waitFor(() => expect(moveSelected).not.toBeDisabled());
    // A place of another warehouse cannot join the document.
    fireEvent.click(await boxOf('7-3-12-'));
    await waitFor(() => expect(moveSelected).toBeDisabled());
    fireEvent.click(await boxOf('7-3-12-'));
    await waitFor(() => expect(moveSelected).not.toBeDisabled());

    fireEvent.click(moveSelected);
    const dialog = await screen.findByTestId('stock-move-dialog');
    expect(within(dialog).getByTestId('stock-move-line-0')).toHaveTextContent('BRG-6204 Bearing · A-01');
    expect(within(dialog).getByTestId('stock-move-line-1')).toHaveTextContent('SEAL-1 Seal');
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity-0'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity-1'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    await waitFor(() => expect(server.count('/stock/move')).toBe(1));
    const body = server.bodyOf('/stock/move');
    expect(body).toMatchObject({ kind: 'issue', warehouse_id: '2' });
    expect(JSON.parse(body?.lines ?? '[]')).toEqual([{ part_id: 5, bin_id: 11, quantity: 2 }, { part_id: 6, quantity: 5 }]);
    expect(await within(within(dialog).getByTestId('stock-move-line-1')).findByText('Insufficient stock for spare part code SEAL-1')).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('stock-move-line-0')).queryByText(/Insufficient/)).toBeNull();
    expect(screen.getByTestId('stock-move-dialog')).toBeInTheDocument();
  });

  it('moves parts picked from the catalogue with their bin and batch, beside a held place; a chosen code cannot be picked again', async () => {
    const seal = { ...TENANT_COLUMNS, id: 6, spare_part_code: 'SEAL-1', name: 'Seal' } as SparePartRow;
    const bearing = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing' } as SparePartRow;
    const server = fakeServer([Permission.stock.list, Permission.stock.move], { ...handlers, '/sparePart/pageList': { rows: [bearing, seal], total: 2 }, '/stock/move': { document_no: 'IO3', movements: [] } });
    renderPage(<StockPage />);
    const moveSelected = await screen.findByTestId('stock-move-selected');
    expect(moveSelected).toBeDisabled();
    // A warehouse chosen and nothing selected: a document of that warehouse, its parts picked from the catalogue.
    fireEvent.mouseDown(within(screen.getByTestId('stock-warehouse')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Main store'));
    await waitFor(() => expect(moveSelected).not.toBeDisabled());
    fireEvent.click((await screen.findByTestId(`stock-row-${key}`)).querySelector('input[type="checkbox"]') as HTMLInputElement);
    fireEvent.click(moveSelected);
    const dialog = await screen.findByTestId('stock-move-dialog');
    fireEvent.click(within(dialog).getByTestId('stock-move-select'));
    const picker = await screen.findByTestId('part-select');
    await within(picker).findByText('SEAL-1');
    const boxOf = (code: string) => within(picker).getByText(code).closest('tr')!.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(boxOf('BRG-6204')).toBeDisabled();
    fireEvent.click(boxOf('SEAL-1'));
    fireEvent.click(screen.getByTestId('part-select-ok'));
    const picked = await within(dialog).findByTestId('stock-move-line-1');
    expect(picked).toHaveTextContent('SEAL-1 Seal');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Movement' }));
    fireEvent.click(await screen.findByTitle('Return'));
    fireEvent.mouseDown(within(picked).getByRole('combobox', { name: 'Bin' }));
    fireEvent.click((await screen.findAllByTitle('A-01')).at(-1) as HTMLElement);
    fireEvent.change(within(picked).getByTestId('stock-move-batch-1'), { target: { value: 'L7' } });
    fireEvent.change(within(dialog).getByTestId('stock-move-quantity-0'), { target: { value: '1' } });
    fireEvent.change(within(picked).getByTestId('stock-move-quantity-1'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('stock-move-submit'));
    await waitFor(() => expect(server.count('/stock/move')).toBe(1));
    const body = server.bodyOf('/stock/move');
    expect(body).toMatchObject({ kind: 'return', warehouse_id: '2' });
    expect(JSON.parse(body?.lines ?? '[]')).toEqual([{ part_id: 5, bin_id: 11, quantity: 1 }, { part_id: 6, bin_id: 11, batch_no: 'L7', quantity: 4 }]);
  });
});
