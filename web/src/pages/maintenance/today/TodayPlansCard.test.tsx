import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Permission, type TodayPlans } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LocationProbe } from '@/test/location-probe';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { HomePage } from '../../personal/HomePage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const home = () =>
  renderPage(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
  );

const task = {
  ...TENANT_COLUMNS,
  id: 31,
  plan_id: 4,
  route_id: 5,
  name: 'Pump room round',
  due_date: '2026-09-25',
  start_time: '2026-09-25T00:00:00.000Z',
  end_time: '2026-09-25T10:00:00.000Z',
  location_id: 2,
  equipment_type_id: null,
  person_in_charge_id: 1,
  assignee_id: 9,
  pool_id: null,
  status: 'inProgress' as const,
  late: false,
  points_total: 3,
  points_done: 1,
  points_missed: 0,
};
const answer = (over: Partial<TodayPlans> = {}): TodayPlans => ({
  day: '2026-09-25',
  orders: [{ id: 77, code: 'WO-77', title: 'Pump monthly', status: 'processing', plan_id: 7, equipment_id: 11, due_time: '2026-09-25T04:00:00.000Z' }],
  tasks: [task],
  all_orders: true,
  all_tasks: true,
  ...over,
});

describe("the work bench's today's plans", () => {
  it('lists plan orders and patrol tasks as links to the order and the task', async () => {
    const server = fakeServer([Permission.plan.list, Permission.workOrder.list, Permission.patrol.list], { '/plan/today': answer(), '/home/counts': { plans: 2 } });
    home();
    const card = await screen.findByTestId('home-today-plans');
    expect(await within(card).findByText('Plan orders due today (in your scope)')).toBeInTheDocument();
    expect(within(card).getByText('1 of 3 points done', { exact: false })).toBeInTheDocument();
    expect(server.count('/plan/today')).toBe(1);
    fireEvent.click(within(card).getByTestId('home-today-order-77'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=77');
  });

  it("an inspector's task opens the phone page; nothing today says so", async () => {
    fakeServer([Permission.patrol.inspect], { '/plan/today': answer({ orders: [], all_orders: false, all_tasks: false }) });
    const { unmount } = home();
    const card = await screen.findByTestId('home-today-plans');
    expect(await within(card).findByText('My patrol tasks')).toBeInTheDocument();
    fireEvent.click(within(card).getByTestId('home-today-task-31'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/gengyun/patrol/mobile?task=31');
    unmount();
    vi.unstubAllGlobals();
    fakeServer([Permission.patrol.inspect], { '/plan/today': answer({ orders: [], tasks: [] }) });
    home();
    expect(await screen.findByText('No plan orders or patrol tasks today')).toBeInTheDocument();
  });

  it('is not shown, nor asked for, without any of its permissions', async () => {
    const server = fakeServer([Permission.stock.list], { '/plan/today': answer(), '/home/counts': { partsBelowMinimum: 1 } });
    home();
    await screen.findByTestId('home-count-partsBelowMinimum');
    expect(screen.queryByTestId('home-today-plans')).toBeNull();
    expect(server.count('/plan/today')).toBe(0);
  });
});
