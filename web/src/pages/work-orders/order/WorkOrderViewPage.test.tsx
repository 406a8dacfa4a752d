import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, type Handlers } from '@/test/page-harness';
import { LocationProbe } from '@/test/location-probe';
import { orderDetail } from '../work-order-fixtures';
import { fieldLists, fieldRecord } from '../handler/field-fixtures';
import { answer, task } from '../workflow/engine/engine-fixtures';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { WorkOrderViewPage } = await import('./WorkOrderViewPage');

vi.setConfig({ testTimeout: 20_000 });
const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
  vi.unstubAllGlobals();
});

const PERMS = [Permission.workOrder.list, Permission.workOrder.handle];
const detail = orderDetail(2, 'processing', ['suspend', 'finish'], { description: 'A'.repeat(300) });
const RECORD: Handlers = { '/workOrderRecord/detail': fieldRecord(), '/workOrderTypeRecord/detail': fieldLists };

/** Inline widths (px) wider than a 390 px phone. */
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

const view = (route: string) =>
  renderPage(
    <>
      <WorkOrderViewPage />
      <LocationProbe />
    </>,
    route,
  );

describe('WorkOrderViewPage (work/order/view)', () => {
  it('shows the order as the drawer does: its buttons, facts, record tabs and timeline', async () => {
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    view('/?id=2');
    const page = await screen.findByTestId('work-order-view');
    expect(within(page).getByText('Work order WO20260101-0002')).toBeInTheDocument();
    expect(within(screen.getByTestId('work-order-actions')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Suspend', 'Finish']);
    expect(within(page).getByText('Wang Wu')).toBeInTheDocument();
    expect(within(page).getByTestId('wo-record-tabs')).toBeInTheDocument();
    expect(within(page).getByTestId('work-order-step-12')).toHaveTextContent('Wang Wu · Assign · Waiting to assign → To accept');
    expect(within(page).getByTestId('work-order-step-12')).toHaveTextContent('urgent');
    expect(server.bodyOf('/workOrder/detail')).toMatchObject({ id: '2' });
    expect(screen.queryByTestId('work-order-flow-diagram')).toBeNull();
    expect(screen.queryByTestId('node-task-bar')).toBeNull();
  });

  it('offers the instance diagram and the node task bar for an order its workflow runs', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': orderDetail(2, 'toReview', ['suspend'], { template_version_id: 9 }), '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]) });
    view('/?id=2');
    expect(await screen.findByTestId('work-order-flow-diagram')).toBeInTheDocument();
    expect(await screen.findByTestId('node-task-bar')).toBeInTheDocument();
    expect(screen.getByTestId('node-task-agree')).toBeInTheDocument();
  });

  it('goes back to the order list', async () => {
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    view('/?id=2');
    fireEvent.click(await screen.findByTestId('work-order-view-back'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/list');
  });

  it('says the order does not exist for an unknown or foreign id, and asks nothing without an id', async () => {
    const server = fakeServer(PERMS, { '/workOrder/detail': fail('信息不存在', 'common.errors.notFound') });
    view('/?id=999');
    expect(await screen.findByText('The work order does not exist or you may not see it')).toBeInTheDocument();
    expect(screen.getByTestId('work-order-view-back')).toBeInTheDocument();
    expect(server.bodyOf('/workOrder/detail')).toMatchObject({ id: '999' });
    vi.unstubAllGlobals();
    const none = fakeServer(PERMS, { '/workOrder/detail': detail });
    view('/');
    expect(await screen.findAllByText('The work order does not exist or you may not see it')).toHaveLength(2);
    expect(none.count('/workOrder/detail')).toBe(0);
  });

  it('reads the order again when it changes', async () => {
    const server = fakeServer(PERMS, { ...RECORD, '/workOrder/detail': detail });
    view('/?id=2');
    await screen.findByTestId('work-order-view');
    socketMock.emit('workOrder.changed', { id: 2, code: 'WO2', title: 't', type_id: 3, status: 'suspended', version: 4, location_id: null });
    await waitFor(() => expect(server.count('/workOrder/detail')).toBe(2));
  });

  it('fits a 390 px phone: no inline width wider than the screen', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    fakeServer(PERMS, { ...RECORD, '/workOrder/detail': orderDetail(2, 'processing', ['suspend', 'finish'], { template_version_id: 9, source: 'alarm', source_id: 4 }), '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]) });
    view('/?id=2');
    await screen.findByTestId('work-order-view');
    await screen.findByTestId('wo-record-tabs');
    await screen.findByTestId('node-task-agree');
    expect(tooWide(document.body)).toEqual([]);
  });
});
