import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type PartOrderRow, type ReorderSuggestionRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { ReorderPage } from '../safety/ReorderPage';
import { openOrder, receiptPart, receiptWarehouse } from '../receipt/receipt-fixtures';
import { PutInPage } from '../stock/PutInPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const suggestion = (on_order: number): ReorderSuggestionRow => ({
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  specification: null,
  unit: 'pcs',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  on_hand: 3,
  safety_stock_min: 10,
  safety_stock_max: 30,
  on_order,
  suggested: 27 - on_order,
});
const order = openOrder;

describe('orders placed from the reorder suggestions (bom/reorder)', () => {
  it('a put-in holder records an order from a row: the quantity starts at the suggestion, the part and warehouse are the row’s', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], { '/stock/reorder/pageList': { rows: [suggestion(0)], total: 1 }, '/partOrder/add': order });
    renderPage(<ReorderPage />);
    fireEvent.click(await screen.findByTestId('reorder-order-5-2'));
    expect(await screen.findByTestId('order-part')).toHaveTextContent('BRG-6204 Bearing · Main store');
    const quantity = within(screen.getByTestId('order-quantity').closest('.ant-input-number') as HTMLElement).getByRole('spinbutton');
    expect(quantity).toHaveValue('27');
    fireEvent.change(quantity, { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('order-remark'), { target: { value: 'urgent' } });
    fireEvent.click(screen.getByTestId('order-ok'));
    await waitFor(() => expect(server.count('/partOrder/add')).toBe(1));
    expect(server.bodyOf('/partOrder/add')).toMatchObject({ part_id: '5', warehouse_id: '2', quantity: '20', remark: 'urgent' });
    // No orders yet: nothing to list.
    expect(screen.queryByTestId('reorder-orders-5-2')).toBeNull();
  });

  it('lists the open orders making up on order and cancels one at its version after asking', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      '/stock/reorder/pageList': { rows: [suggestion(15)], total: 1 },
      '/partOrder/pageList': { rows: [order], total: 1 },
      '/partOrder/cancel': { ...order, status: 'cancelled', on_order: 0, version: 4 },
    });
    renderPage(<ReorderPage />);
    fireEvent.click(await screen.findByTestId('reorder-orders-5-2'));
    const row = await screen.findByTestId('order-row-41');
    expect(['Acme', '20', '5', '2026-12-05', 'urgent'].every((text) => within(row).queryAllByText(text).length > 0)).toBe(true);
    expect(server.bodyOf('/partOrder/pageList')).toMatchObject({ part_id: '5', warehouse_id: '2', status: 'open' });
    fireEvent.click(within(row).getByTestId('order-cancel-41'));
    fireEvent.click(await screen.findByTestId('order-cancel-ok-41'));
    await waitFor(() => expect(server.count('/partOrder/cancel')).toBe(1));
    expect(server.bodyOf('/partOrder/cancel')).toMatchObject({ id: '41', version: '3' });
  });

  it('without the put-in permission a reader sees on order but records and cancels nothing', async () => {
    fakeServer([Permission.stock.list], { '/stock/reorder/pageList': { rows: [suggestion(15)], total: 1 }, '/partOrder/pageList': { rows: [order], total: 1 } });
    renderPage(<ReorderPage />);
    await screen.findByTestId('reorder-row-5-2');
    expect(screen.queryByTestId('reorder-order-5-2')).toBeNull();
    fireEvent.click(screen.getByTestId('reorder-orders-5-2'));
    await screen.findByTestId('order-row-41');
    expect(screen.queryByTestId('order-cancel-41')).toBeNull();
  });
});

describe('a put-in line naming the order it brings in (bom/warehouseManageList/PutIn)', () => {
  it('offers the open orders of the line’s part in the chosen warehouse and sends the one chosen', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      '/warehouse/pageList': { rows: [receiptWarehouse], total: 1 },
      '/sparePart/pageList': { rows: [receiptPart], total: 1 },
      '/partOrder/pageList': { rows: [order], total: 1 },
      '/stock/putIn': { document_no: 'IO1', movements: [] },
    });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    const page = await screen.findByTestId('put-in-page');
    await within(page).findByText('Main store');
    expect(screen.queryByTestId('put-in-order-0')).toBeNull();
    fireEvent.mouseDown(within(page).getByRole('combobox', { name: 'Name' }));
    fireEvent.click(await screen.findByTitle('BRG-6204 Bearing'));
    await waitFor(() => expect(server.bodyOf('/partOrder/pageList')).toMatchObject({ warehouse_id: '2', status: 'open' }));
    fireEvent.mouseDown(within(await screen.findByTestId('put-in-order-0')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Acme · 15 · 2026-12-05'));
    fireEvent.change(screen.getByTestId('put-in-quantity-0'), { target: { value: '15' } });
    fireEvent.change(screen.getByTestId('put-in-price-0'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('put-in-submit'));
    await waitFor(() => expect(server.count('/stock/putIn')).toBe(1));
    expect(JSON.parse(server.bodyOf('/stock/putIn')?.lines ?? '[]')).toEqual([{ part_id: 5, quantity: 15, unit_price: '2', order_id: 41 }]);
  });

  it('drops the line’s order when its part changes, offering the new part’s open orders only', async () => {
    const seal = { ...receiptPart, id: 6, spare_part_code: 'SEAL-1', name: 'Seal' };
    const sealOrder: PartOrderRow = { ...order, id: 42, part_id: 6, spare_part_code: 'SEAL-1', part_name: 'Seal', supplier_name: 'Beta', on_order: 4, expected_date: null };
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      '/warehouse/pageList': { rows: [receiptWarehouse], total: 1 },
      '/sparePart/pageList': { rows: [receiptPart, seal], total: 2 },
      '/partOrder/pageList': { rows: [order, sealOrder], total: 2 },
      '/stock/putIn': { document_no: 'IO1', movements: [] },
    });
    renderPage(<PutInPage />, '/gengyun/bom/warehouseManageList/PutIn?warehouse_id=2');
    const page = await screen.findByTestId('put-in-page');
    await within(page).findByText('Main store');
    const choosePart = async (title: string) => {
      fireEvent.mouseDown(within(page).getByRole('combobox', { name: 'Name' }));
      fireEvent.click((await screen.findAllByTitle(title)).at(-1) as HTMLElement);
    };
    await choosePart('BRG-6204 Bearing');
    fireEvent.mouseDown(within(await screen.findByTestId('put-in-order-0')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Acme · 15 · 2026-12-05'));

    await choosePart('SEAL-1 Seal');
    const orderOfLine = screen.getByTestId('put-in-order-0').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(orderOfLine).getByText('Fulfils order')).toBeInTheDocument());
    fireEvent.mouseDown(within(orderOfLine).getByRole('combobox'));
    expect(await screen.findByTitle('Beta · 4')).toBeInTheDocument();
    expect(screen.queryByTitle('Acme · 15 · 2026-12-05')).toBeNull();
    fireEvent.change(screen.getByTestId('put-in-quantity-0'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('put-in-price-0'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('put-in-submit'));
    await waitFor(() => expect(server.count('/stock/putIn')).toBe(1));
    expect(JSON.parse(server.bodyOf('/stock/putIn')?.lines ?? '[]')).toEqual([{ part_id: 6, quantity: 3, unit_price: '2' }]);
  });
});
