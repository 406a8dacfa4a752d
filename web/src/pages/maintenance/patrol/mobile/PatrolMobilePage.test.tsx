import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { result, taskDetail, taskPoint, taskRow } from '../patrol-fixtures';
import { PatrolMobilePage } from './PatrolMobilePage';

vi.setConfig({ testTimeout: 30_000 });
const width = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) => ok({ coords: { latitude: 31.2301, longitude: 121.4702 } }) },
  });
});
afterEach(() => {
  window.innerWidth = width;
  vi.unstubAllGlobals();
  localStorage.clear();
});

const INSPECT = [Permission.patrol.inspect];
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')].map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390)).filter((w): w is string => !!w);

describe('PatrolMobilePage (patrol/mobile) on a 390 px phone', () => {
  it('lists my patrols today with their progress', async () => {
    fakeServer(INSPECT, { '/patrolTask/mine': [taskRow(7, { status: 'inProgress', points_done: 1 }), taskRow(8, { name: 'Night round' })] });
    renderPage(<PatrolMobilePage />);
    const card = await screen.findByTestId('patrol-task-7');
    expect(within(card).getByText('Pump house round')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('1/2')).toBeInTheDocument();
    expect(screen.getByTestId('patrol-task-8')).toBeInTheDocument();
    expect(tooWide(screen.getByTestId('patrol-mobile'))).toEqual([]);
  });

  it('walks the route: the next point, check-in by typed QR content with the position, the checklist, a failure and its order', async () => {
    const fresh = taskDetail([taskPoint(11, 21, 0), taskPoint(12, 22, 1)]);
    const checkedIn = taskDetail([taskPoint(11, 21, 0, { status: 'checkedIn', results: [result(1, 1), result(2, 2)] }), taskPoint(12, 22, 1)], { status: 'inProgress' });
    const submitted = taskDetail(
      [taskPoint(11, 21, 0, { status: 'done', results: [result(1, 1, { value: false, failed: true, repair_order_id: 99 }), result(2, 2, { value: 0.3, failed: false })] }), taskPoint(12, 22, 1)],
      { status: 'inProgress' },
    );
    // The server's state: what a check-in or a submission changed is what the next detail reads.
    let current = fresh;
    const server = fakeServer(INSPECT, {
      '/patrolTask/detail': () => current,
      '/patrolTask/checkIn': () => (current = checkedIn),
      '/patrolTask/submit': () => (current = submitted),
    });
    renderPage(<PatrolMobilePage />, '/?task=7');
    const card = await screen.findByTestId('patrol-check-in-card');
    expect(within(card).getByText(/Point 21/)).toBeInTheDocument();
    expect(screen.getByTestId('patrol-scan')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('patrol-qr-input'), { target: { value: ' QR-21 ' } });
    fireEvent.click(screen.getByTestId('patrol-check-in'));
    await waitFor(() => expect(server.bodyOf('/patrolTask/checkIn')).toMatchObject({ task_id: '7', qr_content: 'QR-21', latitude: '31.2301', longitude: '121.4702' }));

    const checklist = await screen.findByTestId('patrol-checklist');
    const submit = within(checklist).getByTestId('patrol-submit');
    expect(submit).toBeDisabled();
    fireEvent.click(within(screen.getByTestId('patrol-input-1')).getByText('Fail'));
    fireEvent.change(within(screen.getByTestId('patrol-item-2')).getByRole('spinbutton'), { target: { value: '0.3' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(server.bodyOf('/patrolTask/submit')).toBeDefined());
    const sent = server.bodyOf('/patrolTask/submit') as Record<string, string>;
    expect([sent.task_point_id, JSON.parse(sent.results as string)]).toEqual(['11', [{ item_id: 1, value: false }, { item_id: 2, value: 0.3 }]]);
    // The next point is the second; the first shows the order its failure opened.
    expect(await within(await screen.findByTestId('patrol-check-in-card')).findByText(/Point 22/)).toBeInTheDocument();
    expect(within(screen.getByTestId('patrol-point-21')).getByText('#99')).toBeInTheDocument();
    expect(tooWide(screen.getByTestId('patrol-mobile'))).toEqual([]);
  });

  it('says when every point is done', async () => {
    fakeServer(INSPECT, { '/patrolTask/detail': taskDetail([taskPoint(11, 21, 0, { status: 'done' })], { status: 'done' }) });
    renderPage(<PatrolMobilePage />, '/?task=7');
    expect(await screen.findByTestId('patrol-all-done')).toBeInTheDocument();
    expect(screen.queryByTestId('patrol-check-in-card')).toBeNull();
  });
});
