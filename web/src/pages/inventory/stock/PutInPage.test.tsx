import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { pendingReceipt, receiptPart, receiptWarehouse } from '../receipt/receipt-fixtures';
import { PutInPage } from './PutInPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const warehouse = receiptWarehouse;
const part = receiptPart;
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

  it('drops the lines’ bins when the warehouse changes (they were the other warehouse’s)', async () => {
    const other = { ...warehouse, id: 3, code: 'W3', name: 'Field store', bins: [{ id: 12, code: 'B-01', name: null }] };
    const server = fakeServer([Permission.stock.putIn], { ...handlers, '/warehouse/pageList': { rows: [warehouse, other], total: 2 } });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    const page = await screen.findByTestId('put-in-page');
    await within(page).findByText('Main store');
    fireEvent.mouseDown(within(page).getByRole('combobox', { name: 'Name' }));
    fireEvent.click(await screen.findByTitle('BRG-6204 Bearing'));
    fireEvent.mouseDown(within(page).getAllByRole('combobox').find((box) => box.closest('.ant-select')?.textContent?.includes('Bin')) as HTMLElement);
    fireEvent.click(await screen.findByTitle('A-01'));
    fireEvent.mouseDown(within(screen.getByTestId('put-in-warehouse')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Field store'));
    fireEvent.change(screen.getByTestId('put-in-quantity-0'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('put-in-price-0'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('put-in-submit'));
    await waitFor(() => expect(server.count('/stock/putIn')).toBe(1));
    expect(server.bodyOf('/stock/putIn')).toMatchObject({ warehouse_id: '3' });
    expect(JSON.parse(server.bodyOf('/stock/putIn')?.lines ?? '[]')).toEqual([{ part_id: 5, quantity: 2, unit_price: '1' }]);
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

  const fillLine = async (i: number, quantity: string, price: string) => {
    const page = screen.getByTestId('put-in-page');
    fireEvent.mouseDown(within(page).getAllByRole('combobox', { name: 'Name' })[i] as HTMLElement);
    fireEvent.click((await screen.findAllByTitle('BRG-6204 Bearing')).at(-1) as HTMLElement);
    fireEvent.change(screen.getByTestId(`put-in-quantity-${i}`), { target: { value: quantity } });
    fireEvent.change(screen.getByTestId(`put-in-price-${i}`), { target: { value: price } });
  };
  const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

  it('shows the server’s refusal of one line on that line', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      ...handlers,
      '/stock/putIn': fail('Spare part code BRG-6204 is batch-tracked: enter a batch number', 'inventory.errors.batchRequired', { fields: { 'lines.1.batch_no': 'isDefined' } }),
    });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    expect(await within(await screen.findByTestId('put-in-page')).findByText('Main store')).toBeInTheDocument();
    await fillLine(0, '2', '1');
    fireEvent.click(screen.getByText('Add line'));
    await fillLine(1, '3', '1');
    fireEvent.click(screen.getByTestId('put-in-submit'));
    await waitFor(() => expect(server.count('/stock/putIn')).toBe(1));
    expect(JSON.parse(server.bodyOf('/stock/putIn')?.lines ?? '[]')).toHaveLength(2);
    const batchOfLine = (i: number) => within(screen.getByTestId('put-in-page')).getAllByPlaceholderText('Batch')[i]?.closest('.ant-form-item') as HTMLElement;
    expect(await within(batchOfLine(1)).findByText('Spare part code BRG-6204 is batch-tracked: enter a batch number')).toBeInTheDocument();
    expect(within(batchOfLine(0)).queryByText(/batch-tracked/)).toBeNull();
    expect(within(itemOf('put-in-quantity-0')).queryByText(/batch-tracked/)).toBeNull();
  });

  it('saves the lines as a pending receipt, and confirms a pending receipt of the warehouse', async () => {
    const receipt = pendingReceipt();
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      ...handlers,
      '/stockReceipt/add': receipt,
      '/stockReceipt/pageList': { rows: [receipt], total: 1 },
      '/stockReceipt/confirm': { document_no: 'IO2', movements: [] },
    });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    const pending = await screen.findByTestId('pending-receipts');
    expect(await within(pending).findByText('BRG-6204 ×7')).toBeInTheDocument();
    expect(server.bodyOf('/stockReceipt/pageList')).toMatchObject({ status: 'pending', warehouse_id: '2' });

    await fillLine(0, '7', '2.50');
    fireEvent.click(screen.getByTestId('put-in-pending'));
    await waitFor(() => expect(server.count('/stockReceipt/add')).toBe(1));
    expect(server.count('/stock/putIn')).toBe(0);
    expect(server.bodyOf('/stockReceipt/add')).toMatchObject({ warehouse_id: '2' });
    expect(JSON.parse(server.bodyOf('/stockReceipt/add')?.lines ?? '[]')).toEqual([{ part_id: 5, quantity: 7, unit_price: '2.50' }]);

    fireEvent.click(within(pending).getByTestId('receipt-confirm-31'));
    fireEvent.click(await screen.findByTestId('receipt-confirm-ok'));
    await waitFor(() => expect(server.bodyOf('/stockReceipt/confirm')).toMatchObject({ id: '31', version: '3' }));
  });
});
