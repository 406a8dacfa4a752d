import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { i18n } from '@/i18n/i18n-instance';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { ReceiptDetailPage } from './ReceiptDetailPage';
import { ReceiptListPage } from './ReceiptListPage';
import { openOrder, pendingReceipt, receiptPart, receiptWarehouse } from './receipt-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const warehouse = receiptWarehouse;
const part = receiptPart;
const receipt = pendingReceipt({ expected_date: '2026-12-01' }, { bin_id: 11, bin_code: 'A-01', unit_price: '2.50' });
const handlers = {
  '/warehouse/pageList': { rows: [warehouse], total: 1 },
  '/sparePart/pageList': { rows: [part], total: 1 },
  '/getOptionsByKey': [],
  '/stockReceipt/pageList': { rows: [receipt], total: 1 },
  '/stockReceipt/detail': receipt,
};

describe('ReceiptListPage', () => {
  it('lists pending receipts by default, filters by warehouse and status, and shows the labels in both languages', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], handlers);
    renderPage(<ReceiptListPage />, '/gengyun/bom/receipt');
    const row = await screen.findByTestId('receipt-row-31');
    expect(within(row).getByText('BRG-6204 ×7')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-01')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByTestId('receipt-confirm-31')).toBeInTheDocument();
    expect(server.bodyOf('/stockReceipt/pageList')).toMatchObject({ status: 'pending' });

    fireEvent.mouseDown(within(screen.getByTestId('receipt-warehouse')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Main store'));
    await waitFor(() => expect(server.bodyOf('/stockReceipt/pageList')).toMatchObject({ status: 'pending', warehouse_id: '2' }));
    fireEvent.mouseDown(within(screen.getByTestId('receipt-status-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Confirmed'));
    await waitFor(() => expect(server.bodyOf('/stockReceipt/pageList')).toMatchObject({ status: 'confirmed', warehouse_id: '2' }));

    await act(() => i18n.changeLanguage('zh_CN'));
    expect(within(screen.getByTestId('receipt-page')).getAllByText('预计到货日期').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('receipt-row-31')).getByText('待入库')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('offers no confirm or cancel without the put-in permission', async () => {
    fakeServer([Permission.stock.list], handlers);
    renderPage(<ReceiptListPage />, '/gengyun/bom/receipt');
    await screen.findByTestId('receipt-row-31');
    expect(screen.queryByTestId('receipt-confirm-31')).toBeNull();
  });
});

describe('ReceiptDetailPage', () => {
  it('edits a pending receipt at its version: the expected day, the lines and their quantities', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn, Permission.stock.cost], { ...handlers, '/stockReceipt/update': { ...receipt, version: 4 } });
    renderPage(<ReceiptDetailPage />, '/gengyun/bom/receipt/view?id=31');
    const detail = await screen.findByTestId('receipt-detail');
    expect(within(detail).getByText('PO-77')).toBeInTheDocument();
    expect(screen.getByText('2.50')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('receipt-edit'));
    const form = await screen.findByTestId('receipt-form');
    expect(await within(form).findByTitle('BRG-6204 Bearing')).toBeInTheDocument();
    fireEvent.change(within(form).getByTestId('put-in-quantity-0'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(server.count('/stockReceipt/update')).toBe(1));
    const body = server.bodyOf('/stockReceipt/update');
    expect(body).toMatchObject({ id: '31', version: '3', warehouse_id: '2', expected_date: '2026-12-01', reason: 'PO-77' });
    expect(JSON.parse(body?.lines ?? '[]')).toEqual([{ part_id: 5, bin_id: 11, quantity: 9, unit_price: '2.50' }]);
  });

  it('names the open order a line announces, among the warehouse’s orders of that part', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      ...handlers,
      '/partOrder/pageList': { rows: [openOrder, { ...openOrder, id: 42, part_id: 6, supplier_name: 'Beta', on_order: 4, expected_date: null }], total: 2 },
      '/stockReceipt/update': { ...receipt, version: 4 },
    });
    renderPage(<ReceiptDetailPage />, '/gengyun/bom/receipt/view?id=31');
    fireEvent.click(await screen.findByTestId('receipt-edit'));
    const form = await screen.findByTestId('receipt-form');
    await within(form).findByTitle('BRG-6204 Bearing');
    await waitFor(() => expect(server.bodyOf('/partOrder/pageList')).toMatchObject({ warehouse_id: '2', status: 'open' }));
    fireEvent.mouseDown(within(await within(form).findByTestId('put-in-order-0')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Acme · 15 · 2026-12-05'));
    expect(screen.queryByTitle('Beta · 4')).toBeNull();
    fireEvent.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(server.count('/stockReceipt/update')).toBe(1));
    expect(JSON.parse(server.bodyOf('/stockReceipt/update')?.lines ?? '[]')).toEqual([{ part_id: 5, bin_id: 11, quantity: 7, unit_price: '2.50', order_id: 41 }]);
  });

  it('shows the order each line announces by its supplier and the day it was recorded, in the enterprise’s time zone', async () => {
    const ordered = pendingReceipt({}, { order_id: 41, order: { id: 41, supplier_name: 'Acme', ordered_time: '2026-11-20T18:30:00.000Z' } });
    const unnamed = { ...ordered.lines[0]!, part_id: 6, spare_part_code: 'BLT-10', part_name: 'Belt', order_id: null, order: null };
    fakeServer([Permission.stock.list], { ...handlers, '/stockReceipt/detail': { ...ordered, lines: [...ordered.lines, unnamed] } });
    renderPage(<ReceiptDetailPage />, '/gengyun/bom/receipt/view?id=31');
    const lines = await screen.findByTestId('receipt-lines');
    expect(within(lines).getByRole('columnheader', { name: 'Order' })).toBeInTheDocument();
    const [named, plain] = within(lines).getAllByRole('row').slice(1);
    expect(within(named!).getByText('Acme · 2026-11-21')).toBeInTheDocument();
    expect(within(plain!).queryByText(/Acme/)).toBeNull();

    await act(() => i18n.changeLanguage('zh_CN'));
    expect(within(lines).getByRole('columnheader', { name: '订单' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('shows a refused line’s message on that line and keeps the drawer open', async () => {
    fakeServer([Permission.stock.list, Permission.stock.putIn], {
      ...handlers,
      '/stockReceipt/update': fail('Spare part code BRG-6204 is batch-tracked: enter a batch number', 'inventory.errors.batchRequired', { fields: { 'lines.0.batch_no': 'isDefined' } }),
    });
    renderPage(<ReceiptDetailPage />, '/gengyun/bom/receipt/view?id=31');
    fireEvent.click(await screen.findByTestId('receipt-edit'));
    const form = await screen.findByTestId('receipt-form');
    await within(form).findByTitle('BRG-6204 Bearing');
    fireEvent.click(screen.getByTestId('receipt-submit'));
    expect(await within(form).findByText('Spare part code BRG-6204 is batch-tracked: enter a batch number')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-form')).toBeInTheDocument();
  });

  it('offers nothing to change on a confirmed receipt', async () => {
    fakeServer([Permission.stock.list, Permission.stock.putIn], { ...handlers, '/stockReceipt/detail': { ...receipt, status: 'confirmed', document_no: 'IO9' } });
    renderPage(<ReceiptDetailPage />, '/gengyun/bom/receipt/view?id=31');
    expect(await within(await screen.findByTestId('receipt-detail')).findByText('IO9')).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-edit')).toBeNull();
    expect(screen.queryByTestId('receipt-confirm-31')).toBeNull();
  });
});
