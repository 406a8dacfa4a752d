import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { answerNull, fakeServer, renderPage } from '@/test/page-harness';
import { panelsFor } from '../../work-orders/order/record/order-panels';
import { PartsPanel } from './PartsPanel';
import { pickerStock, requisitionLine, requisitionRow } from './requisition-fixtures';

vi.setConfig({ testTimeout: 20_000 });
const width = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => {
  window.innerWidth = width;
  vi.unstubAllGlobals();
});

const line = requisitionLine;
const requisition = requisitionRow;

const stock = pickerStock;

const REQUEST = [Permission.requisition.request, Permission.workOrder.handle];

/** Inline widths (px) wider than a 390 px phone. */
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

describe('PartsPanel (the parts of a work order)', () => {
  it('shows the lines with reserved, issued and returned, and the parts cost, within 390 px; an issued one cannot be re-requested', async () => {
    fakeServer(REQUEST, { '/requisition/ofOrder': requisition() });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    expect(await screen.findByTestId('parts-cost')).toHaveTextContent('17.50');
    expect(screen.getByTestId('requisition-status')).toHaveTextContent('Issued');
    expect(screen.getByTestId('parts-line-numbers-1')).toHaveTextContent('Needed 2Reserved 0Issued 2Returned 1');
    expect(within(screen.getByTestId('parts-line-1')).getByText('Main / A-01')).toBeInTheDocument();
    expect(tooWide(screen.getByTestId('parts-panel'))).toEqual([]);
    expect(screen.queryByTestId('parts-request')).toBeNull();
    expect(screen.queryByTestId('parts-cancel')).toBeNull();
  });

  it('requests parts chosen by what each warehouse has available, and sends the places and quantities to reserve', async () => {
    const server = fakeServer(REQUEST, {
      '/requisition/ofOrder': answerNull(),
      '/requisition/stock': { rows: [stock(21, 1, 6), stock(21, 2, 0), stock(22, 1, 3)], total: 3 },
      '/requisition/save': requisition({ status: 'ready' }),
    });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    const request = await screen.findByTestId('parts-request');
    expect(await screen.findByText('No parts requested for this order')).toBeInTheDocument();
    fireEvent.click(request);
    fireEvent.click(screen.getByTestId('parts-pick'));
    expect(await screen.findByTestId('pick-available-21-1-0-')).toHaveTextContent('Available: 6 pcs');
    expect(screen.getByTestId('pick-available-21-2-0-')).toHaveTextContent('Available: 0 pcs');
    // Nothing available in the second warehouse: it cannot be chosen.
    expect(screen.getByTestId('pick-add-21-2-0-')).toBeDisabled();
    fireEvent.click(screen.getByTestId('pick-add-21-1-0-'));
    fireEvent.click(screen.getByTestId('parts-pick'));
    // A place already in the list is disabled.
    await waitFor(() => expect(screen.getByTestId('pick-add-21-1-0-')).toBeDisabled());
    fireEvent.click(screen.getByTestId('pick-add-22-1-0-'));
    fireEvent.change(within(screen.getByTestId('parts-draft-21-1-0-')).getByRole('spinbutton'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('parts-wait'));
    fireEvent.click(screen.getByTestId('parts-save'));
    await waitFor(() => expect(server.count('/requisition/save')).toBe(1));
    expect(server.bodyOf('/requisition/save')).toMatchObject({
      work_order_id: '3',
      wait_for_parts: 'true',
      lines: JSON.stringify([
        { part_id: 21, warehouse_id: 1, quantity: 4 },
        { part_id: 22, warehouse_id: 1, quantity: 1 },
      ]),
    });
    expect(server.bodyOf('/requisition/save')).not.toHaveProperty('version');
  });

  it('disables every place of a spare_part_code the draft has already (SPEC §5)', async () => {
    fakeServer(REQUEST, { '/requisition/ofOrder': answerNull(), '/requisition/stock': { rows: [stock(21, 1, 6), stock(21, 2, 5), stock(22, 1, 3)], total: 3 } });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    fireEvent.click(await screen.findByTestId('parts-request'));
    fireEvent.click(screen.getByTestId('parts-pick'));
    expect(await screen.findByTestId('pick-add-21-2-0-')).not.toBeDisabled();
    fireEvent.click(screen.getByTestId('pick-add-21-1-0-'));
    fireEvent.click(screen.getByTestId('parts-pick'));
    await waitFor(() => expect(screen.getByTestId('pick-add-21-2-0-')).toBeDisabled());
    expect(screen.getByTestId('pick-add-21-1-0-')).toBeDisabled();
    expect(screen.getByTestId('pick-add-22-1-0-')).not.toBeDisabled();
  });

  it('edits an open requisition at the version read, and cancels it', async () => {
    const open = requisition({ status: 'waiting', parts_cost: '0.00', lines: [line(1, { reserved: 0, issued: 0, returned: 0, available: 0 })] });
    const server = fakeServer(REQUEST, { '/requisition/ofOrder': open, '/requisition/save': open, '/requisition/cancel': { ...open, status: 'cancelled' } });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    expect(await screen.findByTestId('requisition-status')).toHaveTextContent('Waiting for parts');
    fireEvent.click(screen.getByTestId('parts-cancel'));
    await waitFor(() => expect(server.bodyOf('/requisition/cancel')).toMatchObject({ id: '9', version: '4' }));
    fireEvent.click(screen.getByTestId('parts-request'));
    fireEvent.click(screen.getByTestId('parts-save'));
    await waitFor(() => expect(server.bodyOf('/requisition/save')).toMatchObject({ work_order_id: '3', version: '4', lines: JSON.stringify([{ part_id: 11, warehouse_id: 1, bin_id: 5, quantity: 2 }]) }));
  });

  it('reads only without the request permission or once the order cannot be edited', async () => {
    const server = fakeServer([Permission.requisition.list], { '/requisition/ofOrder': requisition({ status: 'ready' }) });
    renderPage(<PartsPanel orderId={3} mayEdit />);
    await screen.findByTestId('parts-line-1');
    expect(screen.queryByTestId('parts-request')).toBeNull();
    expect(server.count('/requisition/ofOrder')).toBe(1);
  });

  it('asks nothing of the server for those who may neither request nor list requisitions', async () => {
    const server = fakeServer([Permission.workOrder.list]);
    renderPage(<PartsPanel orderId={3} mayEdit />);
    expect(await screen.findByText('No parts requested for this order')).toBeInTheDocument();
    expect(server.count('/requisition/ofOrder')).toBe(0);
  });

  it('is a record panel of every order', () => {
    expect(panelsFor({ id: 3, source: 'manual', status: 'processing' }).map((p) => p.key)).toContain('parts');
  });
});
