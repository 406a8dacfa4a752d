import { fireEvent, screen, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { result, taskDetail, taskPoint, taskRow } from '../patrol-fixtures';
import { TaskDrawer } from './TaskDrawer';
import { PatrolTaskPage } from './PatrolTaskPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());
/** The picture antd's Image draws inside the element carrying the test id. */
const imageOf = (testId: string): HTMLImageElement => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement;
};

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

  it('shows a visited point\'s results in the task detail: answers, failures, photos and the signature', async () => {
    const answered = { recorded_time: '2033-05-01T01:00:00.000Z', recorded_by: 5 };
    fakeServer([Permission.patrol.list], {
      '/patrolTask/detail': taskDetail([
        taskPoint(11, 21, 0, {
          status: 'done',
          results: [
            result(1, 1, { ...answered, value: false, failed: true }),
            result(2, 2, { ...answered, value: 0.3, failed: false }),
            result(3, 3, { ...answered, type: 'photo', name: 'Gauge photo', unit: null, value: [501, 502], failed: false }),
            result(4, 4, { ...answered, type: 'signature', name: 'Signed by', unit: null, value: 503, failed: false }),
          ],
        }),
        taskPoint(12, 22, 1),
      ]),
    });
    renderPage(<TaskDrawer taskId={7} onClose={() => undefined} />);
    const point = await screen.findByTestId('patrol-task-point-21');
    expect(within(screen.getByTestId('patrol-task-point-22')).queryByRole('button', { name: /expand/i })).toBeNull();
    fireEvent.click(within(point).getByRole('button', { name: /expand/i }));
    expect(within(await screen.findByTestId('answer-row-1')).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByTestId('answer-row-2')).toHaveTextContent('0.3 MPa');
    for (const id of [501, 502, 503]) expect(imageOf(`answer-view-file-${id}`)).toHaveAttribute('src', expect.stringContaining(`id=${id}&business_no=patrolResult`));
  });
});
