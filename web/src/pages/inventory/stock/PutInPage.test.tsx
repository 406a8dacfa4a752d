import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow, type WarehouseRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PutInPage } from './PutInPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const warehouse: WarehouseRow = { ...TENANT_COLUMNS, id: 2, code: 'W2', name: 'Main store', manager_id: null, manager_name: null, address: null, remark: null, version: 1, bins: [{ id: 11, code: 'A-01', name: null }] };
const part = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing' } as SparePartRow;
const handlers = {
  '/warehouse/pageList': { rows: [warehouse], total: 1 },
  '/sparePart/pageList': { rows: [part], total: 1 },
  '/getOptionsByKey': [],
  '/stock/putIn': { document_no: 'IO1', movements: [] },
};

describe('PutInPage', () => {
  it('puts parts into the warehouse from the address, with bin, quantity and price; a malformed price is refused first', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], handlers);
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    const page = await screen.findByTestId('put-in-page');
    expect(await within(page).findByText('Main store')).toBeInTheDocument();
    fireEvent.mouseDown(within(page).getByRole('combobox', { name: 'Name' }));
    fireEvent.click(await screen.findByTitle('BRG-6204 Bearing'));
    fireEvent.change(screen.getByTestId('put-in-quantity-0'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('put-in-price-0'), { target: { value: '3.456' } });
    fireEvent.click(screen.getByTestId('put-in-submit'));
    expect(await screen.findByText('Price format error')).toBeInTheDocument();
    expect(server.count('/stock/putIn')).toBe(0);
    fireEvent.change(screen.getByTestId('put-in-price-0'), { target: { value: '3.45' } });
    fireEvent.click(screen.getByTestId('put-in-submit'));
    await waitFor(() => expect(server.count('/stock/putIn')).toBe(1));
    const body = server.bodyOf('/stock/putIn');
    expect(body).toMatchObject({ warehouse_id: '2' });
    expect(JSON.parse(body?.lines ?? '[]')).toEqual([{ part_id: 5, quantity: 12, unit_price: '3.45' }]);
  });

  it('adds lines from the parts selection dialog, where a part already on a line cannot be chosen again', async () => {
    const seal = { ...TENANT_COLUMNS, id: 6, spare_part_code: 'SEAL-1', name: 'Seal' } as SparePartRow;
    fakeServer([Permission.stock.list, Permission.stock.putIn], { ...handlers, '/sparePart/pageList': { rows: [part, seal], total: 2 } });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    fireEvent.click(await screen.findByTestId('put-in-select'));
    const dialog = await screen.findByTestId('part-select');
    const boxOf = (code: string) => within(dialog).getByText(code).closest('tr')!.querySelector('input[type="checkbox"]') as HTMLInputElement;
    await within(dialog).findByText('SEAL-1');
    fireEvent.click(boxOf('BRG-6204'));
    fireEvent.click(screen.getByTestId('part-select-ok'));
    expect(await screen.findByTitle('BRG-6204 Bearing')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('put-in-select'));
    const again = await screen.findByTestId('part-select');
    await within(again).findByText('SEAL-1');
    const boxAgain = (code: string) => within(again).getByText(code).closest('tr')!.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(boxAgain('BRG-6204')).toBeDisabled();
    expect(boxAgain('SEAL-1')).not.toBeDisabled();
  });
});
