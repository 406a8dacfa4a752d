import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { FakeXhr } from '@/test/fake-xhr';
import { fakeServer, renderPage } from '@/test/page-harness';
import { panelsFor } from '../../work-orders/order/record/order-panels';
import { CheckPanel } from './CheckPanel';
import { WorkOrderRecordTabs } from '../../work-orders/order/record/WorkOrderRecordTabs';
import { HandlerRecordSlot } from '../../work-orders/handler/HandlerRecordSlot';
import { orderDetail, repairType } from '../../work-orders/work-order-fixtures';
import { fieldLabour, fieldLists, fieldRecord } from '../../work-orders/handler/field-fixtures';
import { stubCanvas } from '../../work-orders/signature/canvas-stub';
import { onAPhone, rows, tooWide } from './check-fixtures';

vi.setConfig({ testTimeout: 20_000 });
onAPhone();

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
