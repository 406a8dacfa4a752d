import { screen, waitFor, within } from '@testing-library/react';
import { Permission, type EquipmentRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { orderDetail } from '../screens-fixtures';

const socket = vi.hoisted(() => ({ mock: null as unknown as ReturnType<typeof import('@/pages/iot/common/socket-mock').createSocketMock> }));
vi.mock('@/api/socket', async () => {
  const { createSocketMock } = await import('@/pages/iot/common/socket-mock');
  socket.mock = createSocketMock();
  return socket.mock.module;
});

const { HandlerPage } = await import('./HandlerPage');
const { HandlerView } = await import('./HandlerView');

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

const PERMS = [Permission.workOrder.list, Permission.workOrder.handle];
const equipment = { id: 5, asset_code: 'EQ-0005', asset_name: 'Feed pump', position_name: 'East hall' } as EquipmentRow;
const detail = orderDetail(2, 'toRepair', ['start', 'transfer', 'giveBack'], { equipment_id: 5, description: 'A'.repeat(300) });

/** Inline widths (px) wider than a 390 px phone. */
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

describe('HandlerPage (work/order/handler) on a 390 px phone', () => {
  it('shows the order’s facts in one column, the equipment, large full-width buttons of the current step and the timeline', async () => {
    fakeServer(PERMS, { '/workOrder/detail': detail, '/equipment/detail': equipment });
    renderPage(<HandlerPage />, '/?id=2');
    const page = await screen.findByTestId('work-order-handler');
    expect(page.style.width).toBe('100%');
    expect(page.style.maxWidth).toBe('640px');
    expect(page).toHaveClass('ant-flex-vertical');
    const facts = screen.getByTestId('handler-facts');
    expect(facts.querySelectorAll('.ant-descriptions-row')).toHaveLength(6);
    expect(within(facts).getByText('Wang Wu')).toBeInTheDocument();
    const buttons = within(screen.getByTestId('work-order-actions')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Start', 'Transfer', 'Return']);
    for (const button of buttons) expect(button).toHaveClass('ant-btn-lg', 'ant-btn-block');
    expect(await screen.findByTestId('handler-equipment')).toHaveTextContent('EQ-0005');
    expect(screen.getByTestId('handler-equipment')).toHaveTextContent('East hall');
    expect(within(screen.getByTestId('handler-timeline')).getByText('urgent')).toBeInTheDocument();
    expect(tooWide(document.body)).toEqual([]);
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
    const server = fakeServer(PERMS, { '/workOrder/detail': detail, '/equipment/detail': equipment });
    renderPage(<HandlerPage />, '/?id=2');
    await screen.findByTestId('work-order-handler');
    socket.mock.emit('workOrder.changed', { id: 2, code: 'WO2', title: 't', type_id: 3, status: 'processing', version: 4, location_id: null });
    await waitFor(() => expect(server.count('/workOrder/detail')).toBe(2));
  });
});
