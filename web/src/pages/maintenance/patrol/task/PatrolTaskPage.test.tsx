import { fireEvent, screen, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { taskDetail, taskPoint, taskRow } from '../patrol-fixtures';
import { PatrolTaskPage } from './PatrolTaskPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('PatrolTaskPage (patrol/task)', () => {
  it('lists tasks with status, late and progress; a row opens its points in order', async () => {
    const server = fakeServer([Permission.patrol.list], {
      '/patrolTask/pageList': { rows: [taskRow(7, { status: 'missed', late: true, points_done: 1, points_missed: 1 })], total: 1 },
      '/patrolTask/detail': taskDetail([taskPoint(11, 21, 0, { status: 'done', check_in_method: 'qr', distance_m: 4 }), taskPoint(12, 22, 1, { status: 'missed', late: true })], { status: 'missed' }),
    });
    renderPage(<PatrolTaskPage />);
    const row = await screen.findByTestId('patrol-task-row-7');
    expect(within(row).getByText('Missed')).toBeInTheDocument();
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText('1/2')).toBeInTheDocument();
    fireEvent.click(within(row).getByText('Pump house round'));
    const drawer = await screen.findByTestId('patrol-task-drawer');
    expect(within(await within(drawer).findByTestId('patrol-task-point-21')).getByText('Submitted')).toBeInTheDocument();
    expect(within(within(drawer).getByTestId('patrol-task-point-22')).getByText('Missed')).toBeInTheDocument();
    expect(server.bodyOf('/patrolTask/detail')).toMatchObject({ id: '7' });
  });
});
