import { fireEvent, screen, within } from '@testing-library/react';
import { Permission, type WorkOrderDetail, type WorkOrderRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { orderRow } from '../work-order-fixtures';
import { WorkOrderListPage } from '../order/WorkOrderListPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const iso = (offsetMs: number): string => new Date(Date.now() + offsetMs).toISOString();

const row = (id: number, status: WorkOrderRow['status'], sla: WorkOrderRow['sla']): WorkOrderRow =>
  orderRow(id, status, {
    type_id: 1,
    description: null,
    due_time: sla?.kind === 'completion' ? sla.deadline : null,
    response_deadline: sla?.kind === 'response' ? sla.deadline : null,
    suspended_time: sla?.paused_since ?? null,
    overdue_time: status === 'overdue' ? iso(-HOUR) : null,
    sla,
    handler_ids: [],
    handler_names: [],
    version: 1,
  });

describe('the work-order list’s time left', () => {
  it('shows each order’s running deadline colour-coded, and nothing for ended orders', async () => {
    const page = {
      rows: [
        row(1, 'processing', { kind: 'completion', start: iso(-HOUR), deadline: iso(30 * HOUR), paused_since: null }),
        row(2, 'toAssign', { kind: 'response', start: iso(-HOUR), deadline: iso(20 * 60_000), paused_since: null }),
        row(3, 'overdue', { kind: 'response', start: iso(-3 * HOUR), deadline: iso(-2 * HOUR - 60_000), paused_since: null }),
        row(4, 'cancelled', null),
      ],
      total: 4,
    };
    fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<WorkOrderListPage />);
    const band = async (id: number) => within(await screen.findByTestId(`work-order-row-${id}`)).getByTestId('time-left').dataset.band;
    expect(await band(1)).toBe('ok');
    expect(await band(2)).toBe('near');
    expect(await band(3)).toBe('over');
    expect(within(screen.getByTestId('work-order-row-3')).getByTestId('time-left')).toHaveTextContent(/^2h \d+m over$/);
    expect(within(screen.getByTestId('work-order-row-4')).queryByTestId('time-left')).not.toBeInTheDocument();
  });

  it('the detail’s timeline names the system for the sweep’s step', async () => {
    const overdue = row(3, 'overdue', { kind: 'response', start: iso(-3 * HOUR), deadline: iso(-2 * HOUR), paused_since: null });
    const detail: WorkOrderDetail = {
      ...overdue,
      actions: [],
      timeline: [{ id: 31, create_time: iso(-2 * HOUR), user_id: null, user_name: 'system', action: 'markOverdue', from_status: 'toAssign', to_status: 'overdue', note: null, changes: [] }],
    };
    fakeServer([Permission.workOrder.list], { '/workOrder/pageList': { rows: [overdue], total: 1 }, '/workOrder/detail': detail });
    renderPage(<WorkOrderListPage />);
    fireEvent.click(await screen.findByTestId('work-order-detail-3'));
    const drawer = await screen.findByTestId('work-order-detail');
    expect(await within(drawer).findByTestId('work-order-step-31')).toHaveTextContent('System · Mark overdue · Waiting to assign → Overdue');
  });
});
