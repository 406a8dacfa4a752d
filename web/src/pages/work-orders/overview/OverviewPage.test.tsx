import { screen, waitFor, within } from '@testing-library/react';
import { Permission, WORK_ORDER_STATUSES, type WorkOrderOverview } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/pages/iot/trend/BarChart', () => ({
  default: ({ bars }: { bars: ReadonlyArray<readonly [string, number]> }) => (
    <ol data-testid="status-bars">
      {bars.map(([label, count]) => (
        <li key={label} data-count={count}>
          {label}
        </li>
      ))}
    </ol>
  ),
}));
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { OverviewPage } = await import('./OverviewPage');

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const counts: Partial<Record<(typeof WORK_ORDER_STATUSES)[number], number>> = { toAssign: 3, processing: 5, overdue: 2, completed: 4 };
const overview = (extra: Partial<WorkOrderOverview> = {}): WorkOrderOverview => ({
  by_status: WORK_ORDER_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 })),
  overdue: 2,
  past_due: 1,
  my_pool: 6,
  my_todo: 7,
  ...extra,
});
const push = { id: 1, code: 'WO1', title: 't', type_id: 3, status: 'processing' as const, version: 2, location_id: null };

describe('OverviewPage (wot)', () => {
  it('shows the counts as tiles leading to the filtered list and the to-dos, and the statuses as bars', async () => {
    fakeServer([Permission.workOrder.list], { '/workOrder/overview': overview() });
    renderPage(<OverviewPage />);
    const open = await screen.findByTestId('overview-open');
    await waitFor(() => expect(open).toHaveTextContent('10'));
    expect(screen.getByTestId('overview-overdue')).toHaveTextContent('2');
    expect(screen.getByTestId('overview-overdue')).toHaveAttribute('data-to', '/gengyun/work/order/list?status=overdue');
    expect(screen.getByTestId('overview-my-pool')).toHaveAttribute('data-to', '/gengyun/todo/task/list?kind=grab');
    expect(screen.getByTestId('overview-my-todo')).toHaveTextContent('7');
    expect(screen.getByTestId('overview-past-due-link')).toHaveAttribute('href', '/gengyun/work/order/list?past_due=1');
    expect(screen.getByTestId('overview-overdue-link')).toHaveAttribute('href', '/gengyun/work/order/list?status=overdue');
    const bars = within(await screen.findByTestId('status-bars')).getAllByRole('listitem');
    expect(bars.map((bar) => [bar.textContent, bar.getAttribute('data-count')])).toEqual([
      ['Waiting to assign', '3'],
      ['Overdue', '2'],
      ['Processing', '5'],
      ['Completed', '4'],
    ]);
  });

  it('reads the counts again when a work order changes', async () => {
    let current = overview();
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/overview': () => current });
    renderPage(<OverviewPage />);
    await waitFor(() => expect(screen.getByTestId('overview-my-todo')).toHaveTextContent('7'));
    current = overview({ my_todo: 8 });
    socketMock.emit('workOrder.changed', push);
    await waitFor(() => expect(screen.getByTestId('overview-my-todo')).toHaveTextContent('8'));
    expect(server.count('/workOrder/overview')).toBe(2);
  });
});
