import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type EquipmentRow } from '@gengyun/contracts';
import { fakeServer, renderPage, type Handlers } from '@/test/page-harness';
import { orderDetail, repairType } from '../work-order-fixtures';
import { stubCanvas } from '../signature/canvas-stub';
import { attachment, downtimeEntry, fieldLabour, fieldLists, fieldRecord, labourEntry } from './field-fixtures';
import { answer, task } from '../workflow/engine/engine-fixtures';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { HandlerPage } = await import('./HandlerPage');
const { HandlerView } = await import('./HandlerView');

vi.setConfig({ testTimeout: 20_000 });
const width = window.innerWidth;
let canvas: ReturnType<typeof stubCanvas>;
beforeEach(() => {
  canvas = stubCanvas();
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => {
  window.innerWidth = width;
  canvas.restore();
  vi.unstubAllGlobals();
});

const PERMS = [Permission.workOrder.list, Permission.workOrder.handle];
const equipment = { id: 5, asset_code: 'EQ-0005', asset_name: 'Feed pump', position_name: 'East hall' } as EquipmentRow;
const detail = orderDetail(2, 'toRepair', ['start', 'transfer', 'giveBack'], { equipment_id: 5, description: 'A'.repeat(300), fee: '80.00' });
const RECORD: Handlers = {
  '/workOrderRecord/detail': fieldRecord({ attachments: [attachment(31), attachment(32, { kind: 'signature', name: 'signature.png' })] }),
  '/workOrderLabour/list': fieldLabour(),
  '/workOrderTypeRecord/detail': fieldLists,
  '/workOrderType/detail': repairType,
  '/equipment/detail': equipment,
};

/** Inline widths (px) wider than a 390 px phone. */
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

describe('HandlerPage (work/order/handler) on a 390 px phone', () => {
  it('shows the order’s facts in one column, the equipment, large full-width buttons of the current step and the timeline', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    renderPage(<HandlerPage />, '/?id=2');
    const page = await screen.findByTestId('work-order-handler');
    expect(page.style.width).toBe('100%');
    expect(page.style.maxWidth).toBe('640px');
    expect(page).toHaveClass('ant-flex-vertical');
    const facts = screen.getByTestId('handler-facts');
    expect(facts.querySelectorAll('.ant-descriptions-row')).toHaveLength(6);
    expect(within(facts).getByText('Wang Wu')).toBeInTheDocument();
    const buttons = within(page).getAllByRole('button').filter((b) => b.closest('[data-testid="work-order-actions"]'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Transfer', 'Return']);
    for (const button of buttons) expect(button).toHaveClass('ant-btn-lg', 'ant-btn-block');
    expect(await screen.findByTestId('handler-equipment')).toHaveTextContent('EQ-0005');
    expect(screen.getByTestId('handler-equipment')).toHaveTextContent('East hall');
    expect(within(screen.getByTestId('handler-timeline')).getByText('urgent')).toBeInTheDocument();
    expect(tooWide(document.body)).toEqual([]);
  });

  it('offers the caller’s task on the node of an order its workflow runs, and sends the decision from the phone', async () => {
    const run = orderDetail(2, 'toReview', ['suspend', 'cancel'], { template_version_id: 9 });
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': run, '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]), '/workOrder/completeNode': run });
    renderPage(<HandlerPage />, '/?id=2');
    fireEvent.click(await screen.findByTestId('node-task-agree'));
    await waitFor(() => expect(server.count('/workOrder/completeNode')).toBe(1));
    expect(server.bodyOf('/workOrder/completeNode')).toMatchObject({ id: '2', version: '7', node_id: 'Task_sign', decision: 'agree' });
    expect(tooWide(document.body)).toEqual([]);
  });

  it('puts the step needed now as one large primary button at the bottom, after the record and the timeline', async () => {
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail, '/workOrder/act': detail });
    renderPage(<HandlerPage />, '/?id=2');
    const next = await screen.findByTestId('handler-next');
    const start = within(next).getByRole('button');
    expect(start).toHaveTextContent('Start');
    expect(start).toHaveClass('ant-btn-primary', 'ant-btn-lg', 'ant-btn-block');
    expect(next.style.position).toBe('sticky');
    expect(next.style.bottom).toBe('0px');
    const order = [...document.querySelectorAll('[data-testid="handler-record"], [data-testid="handler-timeline"], [data-testid="handler-next"]')].map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(['handler-record', 'handler-timeline', 'handler-next']);
    fireEvent.click(start);
    await waitFor(() => expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '2', version: '3', action: 'start' }));
  });

  it('asks an optional remark before finishing, and sends it with the finish', async () => {
    const processing = orderDetail(2, 'processing', ['finish', 'suspend']);
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': processing, '/workOrder/act': processing });
    renderPage(<HandlerPage />, '/?id=2');
    fireEvent.click(within(await screen.findByTestId('handler-next')).getByRole('button', { name: 'Finish' }));
    fireEvent.change(await screen.findByTestId('work-order-action-note'), { target: { value: 'seal replaced' } });
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    await waitFor(() => expect(server.bodyOf('/workOrder/act')).toMatchObject({ action: 'finish', note: 'seal replaced', version: '3' }));
  });

  it('fills the record slot with the phone panels in one column: photos, timer, result with costs, signature', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': orderDetail(2, 'processing', ['finish'], { fee: '80.00' }) });
    renderPage(<HandlerPage />, '/?id=2');
    const record = await screen.findByTestId('field-record');
    expect(record).toHaveClass('ant-flex-vertical');
    expect(record.style.width).toBe('100%');
    const panels = [...record.querySelectorAll('[data-testid^="field-"]')].map((el) => el.getAttribute('data-testid')).filter((id) => ['field-photos', 'field-timer', 'field-result', 'field-signature'].includes(id ?? ''));
    expect(panels).toEqual(['field-photos', 'field-timer', 'field-result', 'field-signature']);
    const camera = await screen.findByTestId('field-photos-input');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByTestId('field-photos-camera')).toHaveClass('ant-btn-lg', 'ant-btn-block');
    // Photos only: the signature is shown with the signature, not among the photos.
    expect(await screen.findByTestId('field-photo-31')).toBeInTheDocument();
    expect(screen.queryByTestId('field-photo-32')).not.toBeInTheDocument();
    expect(await screen.findByTestId('field-signature-32')).toHaveTextContent('Li Si');
    expect(await screen.findByTestId('field-timer-start')).toHaveClass('ant-btn-lg', 'ant-btn-block');
    const costs = await screen.findByTestId('field-costs');
    expect(costs).toHaveTextContent('80.00');
    expect(costs).toHaveTextContent('35.00');
    expect(await screen.findByTestId('wo-result-failure')).toBeInTheDocument();
    for (const select of screen.getByTestId('wo-result-form').querySelectorAll<HTMLElement>('.ant-select')) {
      expect(select.style.width).toBe('100%');
      expect(select).toHaveClass('ant-select-lg');
    }
    expect(screen.getByTestId('wo-result-save')).toHaveClass('ant-btn-block', 'ant-btn-lg');
    expect(screen.queryByTestId('wo-relatives')).not.toBeInTheDocument();
    expect(screen.getByTestId('signature-canvas').style.width).toBe('100%');
    expect(tooWide(document.body)).toEqual([]);
  });

  it('adds a labour entry by hand and the equipment’s downtime from the phone, large and full width, checked before sending', async () => {
    const server = fakeServer(PERMS, {
      ...RECORD,
      '/workOrder/detail': orderDetail(2, 'processing', ['finish'], { equipment_id: 5 }),
      '/workOrderLabour/add': fieldLabour(),
      '/workOrderDowntime/add': { entries: [], total_minutes: 0 },
    });
    renderPage(<HandlerPage />, '/?id=2');
    const typeDate = (input: HTMLElement, value: string): void => {
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    const labour = await screen.findByTestId('field-labour-entry');
    expect(within(labour).getByTestId('wo-labour-add')).toHaveClass('ant-btn-lg', 'ant-btn-block');
    typeDate(within(labour).getByTestId('wo-labour-start-time'), '2026-01-01 08:00:00');
    fireEvent.change(within(labour).getByTestId('wo-labour-minutes'), { target: { value: '45' } });
    fireEvent.click(within(labour).getByTestId('wo-labour-add'));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/add')).toMatchObject({ work_order_id: '2', minutes: '45' }));
    expect(server.bodyOf('/workOrderLabour/add')?.start_time).toMatch(/^2026-01-01T/);

    const downtime = screen.getByTestId('field-downtime-entry');
    expect(within(downtime).getByTestId('wo-downtime-add')).toHaveClass('ant-btn-lg', 'ant-btn-block');
    typeDate(within(downtime).getByTestId('wo-downtime-form-start'), '2026-01-02 08:00:00');
    typeDate(within(downtime).getByTestId('wo-downtime-form-end'), '2026-01-02 07:00:00');
    fireEvent.click(within(downtime).getByTestId('wo-downtime-add'));
    expect(await within(downtime).findByText('Start time must be earlier than end time')).toBeInTheDocument();
    expect(server.count('/workOrderDowntime/add')).toBe(0);
    typeDate(within(downtime).getByTestId('wo-downtime-form-end'), '2026-01-02 09:30:00');
    fireEvent.click(within(downtime).getByTestId('wo-downtime-add'));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/add')).toMatchObject({ work_order_id: '2', reason: 'breakdown' }));
    expect(tooWide(document.body)).toEqual([]);
  }, 60_000);

  it('edits and deletes labour and downtime entries from the phone at the order’s version, with the detail’s dialogs', async () => {
    const labour = fieldLabour({ entries: [labourEntry(11), labourEntry(12, { user_name: 'Li Si', end_time: null, minutes: 5 })] });
    const downtime = { entries: [downtimeEntry(21)], total_minutes: 60 };
    const server = fakeServer(PERMS, {
      ...RECORD,
      '/workOrder/detail': orderDetail(2, 'processing', ['finish'], { equipment_id: 5 }),
      '/workOrderLabour/list': labour,
      '/workOrderLabour/update': labour,
      '/workOrderLabour/delete': labour,
      '/workOrderDowntime/list': downtime,
      '/workOrderDowntime/update': downtime,
      '/workOrderDowntime/delete': downtime,
    });
    renderPage(<HandlerPage />, '/?id=2');
    const labourCard = await screen.findByTestId('field-labour-entry');
    const stopped = await within(labourCard).findByTestId('field-labour-11');
    expect(stopped).toHaveTextContent('Admin · 90 min');
    // A running timer is stopped, not edited.
    expect(within(labourCard).getByTestId('field-labour-12')).toHaveTextContent('Running');
    expect(within(labourCard).queryByTestId('field-labour-edit-12')).toBeNull();
    const period = await within(screen.getByTestId('field-downtime-entry')).findByTestId('field-downtime-21');
    expect(period).toHaveTextContent('bearing');
    expect(tooWide(document.body)).toEqual([]);

    fireEvent.click(within(stopped).getByTestId('field-labour-edit-11'));
    const labourDialog = await screen.findByTestId('wo-labour-edit');
    fireEvent.change(within(labourDialog).getByTestId('wo-labour-edit-note'), { target: { value: 'seal' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/update')).toMatchObject({ id: '11', version: '3', note: 'seal', start_time: '2026-01-01T00:00:00.000Z' }));
    await waitFor(() => expect(screen.queryByTestId('wo-labour-edit')).toBeNull());
    fireEvent.click(within(stopped).getByTestId('field-labour-delete-11'));
    fireEvent.click(await screen.findByTestId('field-labour-delete-11-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/delete')).toMatchObject({ id: '11', version: '3' }));

    fireEvent.click(within(period).getByTestId('field-downtime-edit-21'));
    const downtimeDialog = await screen.findByTestId('wo-downtime-edit');
    fireEvent.change(within(downtimeDialog).getByTestId('wo-downtime-edit-note'), { target: { value: 'shaft' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/update')).toMatchObject({ id: '21', version: '3', reason: 'breakdown', note: 'shaft' }));
    await waitFor(() => expect(screen.queryByTestId('wo-downtime-edit')).toBeNull());
    fireEvent.click(within(period).getByTestId('field-downtime-delete-21'));
    fireEvent.click(await screen.findByTestId('field-downtime-delete-21-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/delete')).toMatchObject({ id: '21', version: '3' }));
  }, 60_000);

  it('an order without equipment takes no downtime on the phone', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': orderDetail(2, 'processing', ['finish'], { equipment_id: null }) });
    renderPage(<HandlerPage />, '/?id=2');
    expect(await screen.findByTestId('field-labour-entry')).toBeInTheDocument();
    expect(screen.queryByTestId('field-downtime-entry')).toBeNull();
  });

  it('has a back link to the to-dos', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    renderPage(<HandlerPage />, '/?id=2');
    expect(await screen.findByTestId('handler-back')).toHaveClass('ant-btn-lg', 'ant-btn-block');
  });

  it('says so when the order cannot be opened, without asking the server for no id', async () => {
    const server = fakeServer(PERMS, { '/workOrder/detail': detail });
    renderPage(<HandlerPage />, '/');
    expect(await screen.findByText('The work order does not exist or you may not see it')).toBeInTheDocument();
    expect(server.count('/workOrder/detail')).toBe(0);
  });

  it('mounts the record part in its slot, between the buttons and the timeline', async () => {
    fakeServer(PERMS, { '/equipment/detail': equipment });
    renderPage(<HandlerView order={detail} record={<div data-testid="record-panel">labour</div>} />);
    const slot = await screen.findByTestId('handler-record');
    expect(within(slot).getByTestId('record-panel')).toBeInTheDocument();
    const order = [...document.querySelectorAll('[data-testid="work-order-actions"], [data-testid="handler-record"], [data-testid="handler-timeline"]')].map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(['work-order-actions', 'handler-record', 'handler-timeline']);
  });

  it('reads the order again when it changes', async () => {
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    renderPage(<HandlerPage />, '/?id=2');
    await screen.findByTestId('work-order-handler');
    socketMock.emit('workOrder.changed', { id: 2, code: 'WO2', title: 't', type_id: 3, status: 'processing', version: 4, location_id: null });
    await waitFor(() => expect(server.count('/workOrder/detail')).toBe(2));
  });
});
