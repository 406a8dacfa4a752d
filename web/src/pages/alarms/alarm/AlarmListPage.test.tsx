import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, fakeSocket, push, renderPage } from '../test-helpers';
import { pushToRow } from './live-list';
import { AlarmListPage } from './AlarmListPage';

// antd forms are slow to render in jsdom, and the suites share two cores with other work.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../test-helpers')).fakeSocketModule);

const P = Permission.alarm;
const rows = [
  pushToRow(push({ id: 2, raiseTime: '2026-01-01T10:05:00.000Z', status: 'raised' })),
  pushToRow(push({ id: 1, raiseTime: '2026-01-01T10:00:00.000Z', status: 'cleared' })),
];
const rowIds = (): string[] =>
  screen.getAllByTestId(/^alarm-row-/).map((el) => el.getAttribute('data-testid') ?? '');

describe('AlarmListPage', () => {
  beforeEach(() => fakeSocket.reset());

  it('merges socket events into the list by id, newest first, flashing the row', async () => {
    fakeServer([P.list, P.acknowledge, P.clear, P.close], { '/alarm/pageList': () => ({ rows, total: 2 }) });
    renderPage(<AlarmListPage />);
    await waitFor(() => expect(rowIds()).toEqual(['alarm-row-2', 'alarm-row-1']));
    expect(fakeSocket.rooms).toContain('alarms');

    act(() =>
      fakeSocket.emit(
        'alarm.raised',
        push({ id: 3, raiseTime: '2026-01-01T10:09:00.000Z', ruleName: 'pH high' }),
      ),
    );
    await waitFor(() => expect(rowIds()).toEqual(['alarm-row-3', 'alarm-row-2', 'alarm-row-1']));
    expect(screen.getByTestId('alarm-row-3')).toHaveAttribute('data-flash', 'true');
    expect(screen.getByTestId('alarm-row-3').className).toContain('gy-alarm-flash');
    expect(screen.getByTestId('alarm-row-2')).toHaveAttribute('data-flash', 'false');

    act(() =>
      fakeSocket.emit(
        'alarm.acknowledged',
        push({ id: 2, raiseTime: '2026-01-01T10:05:00.000Z', status: 'acknowledged', ackUserName: 'Li' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('alarm-row-2')).toHaveAttribute('data-status', 'acknowledged'),
    );
    expect(screen.getByTestId('alarm-row-2')).toHaveAttribute('data-flash', 'true');
    expect(rowIds()).toEqual(['alarm-row-3', 'alarm-row-2', 'alarm-row-1']);
    expect(screen.queryByTestId('alarm-ack-2')).toBeNull();
    expect(screen.getByTestId('alarm-clear-2')).toBeInTheDocument();
  });

  it('fetches the list again after a reconnect (events may have been missed)', async () => {
    const server = fakeServer([P.list], { '/alarm/pageList': () => ({ rows, total: 2 }) });
    renderPage(<AlarmListPage />);
    await waitFor(() => expect(server.count('/alarm/pageList')).toBe(1));
    act(() => fakeSocket.reconnects.set(1));
    await waitFor(() => expect(server.count('/alarm/pageList')).toBe(2));
  });

  it('shows the buttons the status and the permissions allow', async () => {
    fakeServer([P.list, P.acknowledge], { '/alarm/pageList': () => ({ rows, total: 2 }) });
    renderPage(<AlarmListPage />);
    await screen.findByTestId('alarm-ack-2');
    expect(screen.queryByTestId('alarm-clear-2')).toBeNull();
    expect(screen.queryByTestId('alarm-close-1')).toBeNull();
    expect(screen.queryByTestId('alarm-ack-1')).toBeNull();
  });

  it('acknowledges with a note', async () => {
    const server = fakeServer([P.list, P.acknowledge, P.clear, P.close], {
      '/alarm/pageList': () => ({ rows, total: 2 }),
    });
    renderPage(<AlarmListPage />);
    fireEvent.click(await screen.findByTestId('alarm-ack-2'));
    fireEvent.change(await screen.findByTestId('alarm-ack-note'), { target: { value: ' valve closed ' } });
    fireEvent.click(screen.getByTestId('alarm-ack-submit'));
    await waitFor(() =>
      expect(server.bodyOf('/alarm/acknowledge')).toEqual({ id: '2', note: 'valve closed', token: 't' }),
    );
    fireEvent.click(screen.getByTestId('alarm-close-1'));
    await waitFor(() => expect(server.bodyOf('/alarm/close')).toMatchObject({ id: '1' }));
  });

  it('opens the detail drawer with the history and the deliveries', async () => {
    const server = fakeServer([P.list], {
      '/alarm/pageList': () => ({ rows, total: 2 }),
      '/alarm/history': () => ({
        rows: [
          { create_time: '2026-01-01T10:05:00.000Z', create_user_name: null, text: 'Rule raised an alarm' },
        ],
        total: 1,
      }),
      '/delivery/pageList': () => ({
        rows: [
          {
            id: 8,
            alarm_id: 2,
            step: 1,
            channel: 'sms',
            recipient: '13800000000',
            status: 'failed',
            attempts: 2,
            last_error: 'timeout',
            sent_time: null,
            create_time: '2026-01-01T10:06:00.000Z',
            retried: true,
          },
        ],
        total: 1,
      }),
    });
    renderPage(<AlarmListPage />);
    fireEvent.click(await screen.findByTestId('alarm-detail-2'));
    const history = await screen.findByTestId('alarm-history');
    await waitFor(() => expect(within(history).getByText('Rule raised an alarm')).toBeInTheDocument());
    const deliveries = screen.getByTestId('alarm-deliveries');
    await waitFor(() => expect(within(deliveries).getByText('timeout')).toBeInTheDocument());
    expect(server.bodyOf('/delivery/pageList')).toMatchObject({ alarm_id: '2' });
  });
});
