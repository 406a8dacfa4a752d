import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type CheckResultRow, type TaskItemType } from '@gengyun/contracts';
import { clear, createStore } from 'idb-keyval';
import { FakeXhr } from '@/test/fake-xhr';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { panelsFor } from '../../work-orders/order/record/order-panels';
import { CheckPanel } from './CheckPanel';
import { checkOutbox } from './check-outbox';
import { WorkOrderRecordTabs } from '../../work-orders/order/record/WorkOrderRecordTabs';
import { HandlerRecordSlot } from '../../work-orders/handler/HandlerRecordSlot';
import { orderDetail, repairType } from '../../work-orders/work-order-fixtures';
import { fieldLabour, fieldLists, fieldRecord } from '../../work-orders/handler/field-fixtures';
import { drawStroke, stubCanvas, stubPad } from '../../work-orders/signature/canvas-stub';
import { KEPT_DATABASE } from '../offline/kept-store';

vi.setConfig({ testTimeout: 20_000 });
const width = window.innerWidth;
let pad: ReturnType<typeof stubCanvas>;
// Kept answers live in IndexedDB: each test starts with none.
beforeEach(() => clear(createStore(KEPT_DATABASE.name, KEPT_DATABASE.store)));
beforeEach(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
  pad = stubCanvas();
});
afterEach(() => {
  window.innerWidth = width;
  pad.restore();
  vi.unstubAllGlobals();
});

let position = 0;
const row = (id: number, type: TaskItemType, extra: Partial<CheckResultRow> = {}): CheckResultRow => ({
  ...TENANT_COLUMNS,
  id,
  work_order_id: 3,
  item_id: id + 100,
  position: position++,
  name: `Item ${id}`,
  type,
  standard: null,
  lower_limit: null,
  upper_limit: null,
  unit: null,
  options: [],
  failing_options: [],
  failure_opens_order: false,
  value: null,
  failed: null,
  recorded_by: null,
  recorded_time: null,
  repair_order_id: null,
  live_value: null,
  ...extra,
});

const rows: CheckResultRow[] = [
  row(1, 'passFail', { standard: 'No leak', failure_opens_order: true, value: false, failed: true, repair_order_id: 77 }),
  row(2, 'number', { lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa' }),
  row(3, 'text'),
  row(4, 'singleChoice', { options: ['quiet', 'noisy'], failing_options: ['noisy'] }),
  row(5, 'multipleChoice', { options: ['a', 'b', 'c'] }),
  row(6, 'photo', { value: [11, 12], failed: false }),
  row(7, 'signature'),
  row(8, 'meterReading', { lower_limit: 0, upper_limit: null, unit: 'kWh' }),
];

/** Inline widths (px) wider than a 390 px phone. */
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

/** A server whose record call fails as a dropped connection until `online()`, then answers `recorded`; nothing kept yet. */
const offlineServer = (recorded: CheckResultRow) => {
  localStorage.clear();
  let offline = true;
  const server = fakeServer([], {
    '/checkResult/list': rows,
    '/checkResult/record': () => {
      if (offline) throw new TypeError('Failed to fetch');
      return recorded;
    },
  });
  return { server, online: () => void (offline = false) };
};

describe('CheckPanel (a plan order\'s checklist)', () => {
  it('shows one control per item type, numbers with their limits, and marks a failed item with its repair order, within 390 px', async () => {
    fakeServer([], { '/checkResult/list': rows });
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-1');
    const panel = screen.getByTestId('check-panel');
    expect(panel.style.width).toBe('100%');
    expect(tooWide(panel)).toEqual([]);
    const failed = screen.getByTestId('check-item-1');
    expect(failed).toHaveAttribute('data-failed', 'true');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('No leak')).toBeInTheDocument();
    expect(within(failed).getByRole('radio', { name: 'Fail' })).toBeChecked();
    expect(screen.getByTestId('check-repair-1')).toHaveAttribute('href', '/gengyun/work/order/view?id=77');
    expect(screen.getByTestId('check-item-2')).toHaveAttribute('data-failed', 'false');
    expect(screen.getByTestId('check-limits-2')).toHaveTextContent('Accepted range 0.2 ~ 0.4 MPa');
    expect(screen.getByTestId('check-limits-8')).toHaveTextContent('Accepted range 0 ~ +∞ kWh');
    expect(screen.queryByTestId('check-limits-3')).toBeNull();
    expect(within(screen.getByTestId('check-item-4')).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByTestId('check-item-5')).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(screen.getByTestId('check-item-3')).getByRole('textbox')).toBeInTheDocument();
    expect(within(screen.getByTestId('check-item-6')).getByText('2 files recorded')).toBeInTheDocument();
    expect(within(screen.getByTestId('check-item-6')).getAllByRole('img')[0]).toHaveAttribute('src', expect.stringContaining('id=11&business_no=checkResult'));
    expect(within(screen.getByTestId('check-item-6')).getByTestId('answer-camera')).toBeInTheDocument();
    expect(within(screen.getByTestId('check-item-7')).getByTestId('signature-pad')).toBeInTheDocument();
  });

  it('pre-fills a meter reading with the meter\'s live value, and records a photo uploaded for the row', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const live = rows.map((r) => (r.type === 'meterReading' ? { ...r, live_value: 4321.5 } : r));
    const server = fakeServer([], { '/checkResult/list': live, '/checkResult/record': rows[5] });
    renderPage(<CheckPanel orderId={3} mayEdit />);
    const meter = await screen.findByTestId('check-item-8');
    expect(within(meter).getByRole('spinbutton')).toHaveValue('4321.5');
    expect(within(meter).getByTestId('live-value-8')).toHaveTextContent('Meter reads 4321.5 kWh');
    fireEvent.click(screen.getByTestId('check-save-8'));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '8', value: '4321.5' }));
    fireEvent.change(within(screen.getByTestId('check-item-6')).getByTestId('answer-photo-input'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'seal.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect([FakeXhr.sent[0]!.body?.get('business_no'), FakeXhr.sent[0]!.body?.get('data_id')]).toEqual(['checkResult', null]);
    act(() => FakeXhr.sent[0]!.answer({ code: 200, content: 13, msg: '' }));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '6', value: '[11,12,13]' }));
  });

  it('records a pick at once, and numbers, texts and choices on save, as the server reads them', async () => {
    const server = fakeServer([], { '/checkResult/list': rows, '/checkResult/record': rows[0] });
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-1');
    fireEvent.click(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' }));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '1', value: 'true' }));
    fireEvent.click(within(screen.getByTestId('check-item-4')).getByRole('radio', { name: 'noisy' }));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '4', value: 'noisy' }));
    expect(screen.getByTestId('check-save-2')).toBeDisabled();
    fireEvent.change(within(screen.getByTestId('check-item-2')).getByRole('spinbutton'), { target: { value: '0.45' } });
    fireEvent.click(screen.getByTestId('check-save-2'));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '2', value: '0.45' }));
    fireEvent.click(within(screen.getByTestId('check-item-5')).getByRole('checkbox', { name: 'a' }));
    fireEvent.click(within(screen.getByTestId('check-item-5')).getByRole('checkbox', { name: 'c' }));
    fireEvent.click(screen.getByTestId('check-save-5'));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '5', value: '["a","c"]' }));
    fireEvent.change(within(screen.getByTestId('check-item-3')).getByRole('textbox'), { target: { value: 'Seal intact' } });
    fireEvent.click(screen.getByTestId('check-save-3'));
    await waitFor(() => expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '3', value: 'Seal intact' }));
  });

  it('keeps an answer on the phone while offline, shows it as given, and sends it once when the page opens or the phone is back online', async () => {
    const { server, online } = offlineServer(rows[0]!);
    const { unmount } = renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-1');
    fireEvent.click(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' }));
    expect(await screen.findByTestId('check-kept-1')).toHaveTextContent('Not sent yet');
    expect(screen.getByTestId('check-kept')).toHaveTextContent('1 answers kept on this phone');
    expect(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' })).toBeChecked();
    expect(await checkOutbox.pending()).toEqual([{ id: 1, work_order_id: 3, value: true }]);
    // Back online (the record call answers again) after the page was closed: opening it sends the kept answer.
    unmount();
    online();
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await waitFor(() => expect(server.count('/checkResult/record')).toBe(2));
    expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '1', value: 'true' });
    await waitFor(() => expect(screen.queryByTestId('check-kept')).toBeNull());
    expect(await checkOutbox.pending()).toEqual([]);
    // Sent once: a later "online" finds nothing to send.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.count('/checkResult/record')).toBe(2);
  });

  it('sends the answers an earlier version kept in local storage, moved into IndexedDB as the page opens', async () => {
    const { server, online } = offlineServer(rows[0]!);
    localStorage.setItem('gengyun.check.outbox', JSON.stringify([{ id: 1, work_order_id: 3, value: true }]));
    online();
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await waitFor(() => expect(server.count('/checkResult/record')).toBe(1));
    expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '1', value: 'true' });
    expect(localStorage.getItem('gengyun.check.outbox')).toBeNull();
    expect(await checkOutbox.pending()).toEqual([]);
  });

  it('sends an answer kept offline when the phone comes back online while the page is open', async () => {
    const { server, online } = offlineServer(rows[3]!);
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-4');
    fireEvent.click(within(screen.getByTestId('check-item-4')).getByRole('radio', { name: 'quiet' }));
    expect(await screen.findByTestId('check-kept-4')).toBeInTheDocument();
    online();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('check-kept-4')).toBeNull());
    expect(server.bodiesOf('/checkResult/record').map((b) => [b.id, b.value])).toEqual([['4', 'quiet'], ['4', 'quiet']]);
    expect(await checkOutbox.pending()).toEqual([]);
  });

  it('keeps a photo and a signature taken offline with their answers, and uploads each once when the phone is back online', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { server, online } = offlineServer(rows[5]!);
    const drawn = stubPad();
    try {
      renderPage(<CheckPanel orderId={3} mayEdit />);
      fireEvent.change(within(await screen.findByTestId('check-item-6')).getByTestId('answer-photo-input'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'seal.jpg', { type: 'image/jpeg' })] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      act(() => FakeXhr.sent[0]!.fail());
      expect(await within(screen.getByTestId('check-item-6')).findByTestId('answer-kept')).toHaveTextContent('1 files to upload once online');
      expect(screen.getByTestId('check-kept-6')).toHaveTextContent('Not sent yet');
      drawStroke(within(screen.getByTestId('check-item-7')).getByTestId('signature-canvas'));
      fireEvent.click(await within(screen.getByTestId('check-item-7')).findByTestId('signature-confirm'));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      act(() => FakeXhr.sent[1]!.fail());
      expect(await screen.findByTestId('check-kept-7')).toBeInTheDocument();
      await waitFor(async () => expect(await checkOutbox.pending()).toHaveLength(2));
      expect(await checkOutbox.pending()).toEqual([
        { id: 6, work_order_id: 3, value: [11, 12], files: [{ item_id: 6, name: 'seal.jpg', data: expect.stringMatching(/^data:image\/jpeg;base64,/) }] },
        { id: 7, work_order_id: 3, value: null, files: [{ item_id: 7, name: expect.any(String), data: expect.stringMatching(/^data:image\/png;base64,/) }] },
      ]);

      // Still offline: the outbox's first upload fails too, and everything stays on the phone.
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
      act(() => FakeXhr.sent[2]!.fail());
      await new Promise((r) => setTimeout(r, 50));
      expect((await checkOutbox.pending()).map((e) => e.files?.length)).toEqual([1, 1]);
      expect(server.count('/checkResult/record')).toBe(0);

      // Back online: each file goes up under the checklist's owner, then its answer with the new id.
      online();
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
      expect([FakeXhr.sent[3]!.body?.get('business_no'), (FakeXhr.sent[3]!.body?.get('files') as File).name]).toEqual(['checkResult', 'seal.jpg']);
      act(() => FakeXhr.sent[3]!.answer({ code: 200, content: 13, msg: '' }));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(5));
      expect((FakeXhr.sent[4]!.body?.get('files') as File).type).toBe('image/png');
      act(() => FakeXhr.sent[4]!.answer({ code: 200, content: 14, msg: '' }));
      await waitFor(() => expect(server.count('/checkResult/record')).toBe(2));
      expect(server.bodiesOf('/checkResult/record').map((b) => [b.id, b.value])).toEqual([['6', '[11,12,13]'], ['7', '14']]);
      await waitFor(() => expect(screen.queryByTestId('check-kept')).toBeNull());
      expect(await checkOutbox.pending()).toEqual([]);
      // Once: a later "online" uploads and records nothing more.
      act(() => void window.dispatchEvent(new Event('online')));
      await new Promise((r) => setTimeout(r, 50));
      expect([FakeXhr.sent.length, server.count('/checkResult/record')]).toEqual([5, 2]);
    } finally {
      drawn.restore();
    }
  });

  it('reads only for those who may not record, or once the order has ended', async () => {
    const server = fakeServer([], { '/checkResult/list': rows });
    renderPage(<CheckPanel orderId={3} mayEdit={false} />);
    await screen.findByTestId('check-item-1');
    expect(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' })).toBeDisabled();
    expect(screen.getByTestId('check-save-2')).toBeDisabled();
    expect(screen.queryByTestId('signature-pad')).toBeNull();
    expect(screen.queryByTestId('answer-camera')).toBeNull();
    fireEvent.click(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' }));
    expect(server.count('/checkResult/record')).toBe(0);
  });

  it('is the record panel of plan orders only', () => {
    // Other areas' panels (the inventory's parts) apply to every order.
    expect(panelsFor({ id: 3, source: 'plan', status: 'processing' }).map((p) => p.key)).toContain('checklist');
    expect(panelsFor({ id: 3, source: 'manual', status: 'processing' }).map((p) => p.key)).not.toContain('checklist');
  });
});

describe('the checklist in an order\'s record', () => {
  it('is a tab of a plan order\'s detail, and none of a manual one', async () => {
    fakeServer([], { '/checkResult/list': rows });
    const order = { id: 3, type_id: 1, status: 'processing', equipment_id: null, parent_id: null } as const;
    const { unmount } = renderPage(<WorkOrderRecordTabs order={{ ...order, source: 'plan' }} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Checklist' }));
    expect(await screen.findByTestId('check-item-1')).toBeInTheDocument();
    unmount();
    renderPage(<WorkOrderRecordTabs order={{ ...order, source: 'manual' }} />);
    await screen.findByRole('tab', { name: 'Result' });
    expect(screen.queryByRole('tab', { name: 'Checklist' })).toBeNull();
  });

  it('is a card on the handler page of a plan order, one column on a 390 px phone', async () => {
    fakeServer([Permission.workOrder.list, Permission.workOrder.handle], {
      '/checkResult/list': rows,
      '/workOrderRecord/detail': fieldRecord(),
      '/workOrderLabour/list': fieldLabour(),
      '/workOrderTypeRecord/detail': fieldLists,
      '/workOrderType/detail': repairType,
    });
    const canvas = stubCanvas();
    try {
      renderPage(<HandlerRecordSlot order={orderDetail(3, 'processing', [], { source: 'plan' })} />);
      const card = await screen.findByTestId('field-panel-checklist');
      expect(within(card).getByText('Checklist')).toBeInTheDocument();
      expect(await within(card).findByTestId('check-item-2')).toBeInTheDocument();
      expect(tooWide(screen.getByTestId('field-record'))).toEqual([]);
      expect(within(card).getByRole('radio', { name: 'Pass' })).toBeEnabled();
    } finally {
      canvas.restore();
    }
  });
});
