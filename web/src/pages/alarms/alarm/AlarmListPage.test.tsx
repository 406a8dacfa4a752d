import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, push, renderPage } from '../test-helpers';
import { pushToRow } from './live-list';
import { AlarmListPage } from './AlarmListPage';
import { socketMock } from '../../../../test/socket-mock';

// antd forms are slow to render in jsdom, and the suites share two cores with other work.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const P = Permission.alarm;
const rows = [
  pushToRow(push({ id: 2, raiseTime: '2026-01-01T10:05:00.000Z', status: 'raised' })),
  pushToRow(push({ id: 1, raiseTime: '2026-01-01T10:00:00.000Z', status: 'cleared' })),
];
const rowIds = (): string[] =>
  screen.getAllByTestId(/^alarm-row-/).map((el) => el.getAttribute('data-testid') ?? '');

describe('AlarmListPage', () => {
  beforeEach(() => socketMock.reset());

  it('merges socket events into the list by id, newest first, flashing the row', async () => {
    fakeServer([P.list, P.acknowledge, P.clear, P.close], { '/alarm/pageList': () => ({ rows, total: 2 }) });
    renderPage(<AlarmListPage />);
    await waitFor(() => expect(rowIds()).toEqual(['alarm-row-2', 'alarm-row-1']));
    expect(socketMock.rooms).toContain('alarms');

    act(() =>
      socketMock.emit(
        'alarm.raised',
        push({ id: 3, raiseTime: '2026-01-01T10:09:00.000Z', ruleName: 'pH high' }),
      ),
    );
    await waitFor(() => expect(rowIds()).toEqual(['alarm-row-3', 'alarm-row-2', 'alarm-row-1']));
    expect(screen.getByTestId('alarm-row-3')).toHaveAttribute('data-flash', 'true');
    expect(screen.getByTestId('alarm-row-3').className).toContain('gy-alarm-flash');
    expect(screen.getByTestId('alarm-row-2')).toHaveAttribute('data-flash', 'false');

    act(() =>
      socketMock.emit(
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
    act(() => socketMock.reconnect());
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

  it('acknowledges, clears and closes only after confirming in a dialog, each with a note', async () => {
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

    // clearing asks first: nothing is sent by the button itself
    fireEvent.click(screen.getByTestId('alarm-clear-2'));
    expect(await screen.findByTestId('alarm-clear-confirm')).toHaveTextContent('Clear this alarm by hand?');
    expect(server.count('/alarm/clear')).toBe(0);
    fireEvent.change(screen.getByTestId('alarm-clear-note'), { target: { value: 'pump restarted' } });
    fireEvent.click(screen.getByTestId('alarm-clear-submit'));
    await waitFor(() => expect(server.bodyOf('/alarm/clear')).toEqual({ id: '2', note: 'pump restarted', token: 't' }));

    fireEvent.click(screen.getByTestId('alarm-close-1'));
    expect(await screen.findByTestId('alarm-close-confirm')).toHaveTextContent('Close this alarm?');
    expect(server.count('/alarm/close')).toBe(0);
    fireEvent.click(screen.getByTestId('alarm-close-submit'));
    await waitFor(() => expect(server.bodyOf('/alarm/close')).toEqual({ id: '1', token: 't' }));
  });

  it('shows the notes, and the notifications per round and channel: sent, failed with the reason, skipped', async () => {
    fakeServer([P.list], {
      '/alarm/pageList': () => ({ rows, total: 2 }),
      '/alarm/detail': () => ({ ...rows[0], clear_note: 'pump restarted', close_note: 'checked on site', escalation_step: 4 }),
      '/alarm/history': () => ({
        rows: [{ create_time: '2026-01-01T10:05:00.000Z', create_user_name: 'System', text: 'Rule raised an alarm' }],
        total: 1,
      }),
      '/alarm/deliveries': () => ({
        notified_step: 1,
        rounds: [
          {
            step: 2,
            due_time: '2026-01-01T10:06:00.000Z',
            channels: [{ channel: 'sms', records: [{ recipient: '13800000000', status: 'skipped', last_error: null, attempts: 0, sent_time: null }] }],
          },
          {
            step: 1,
            due_time: '2026-01-01T10:05:00.000Z',
            channels: [
              {
                channel: 'sms',
                records: [
                  { recipient: '13800000000', status: 'sent', last_error: null, attempts: 1, sent_time: '2026-01-01T10:05:01.000Z' },
                  { recipient: '13900000000', status: 'failed', last_error: 'SMS gateway answered 500', attempts: 5, sent_time: null },
                ],
              },
              { channel: 'mail', records: [{ recipient: 'duty@example.com', status: 'skipped', last_error: null, attempts: 0, sent_time: null }] },
            ],
          },
        ],
      }),
    });
    renderPage(<AlarmListPage />);
    fireEvent.click(await screen.findByTestId('alarm-detail-2'));
    const history = await screen.findByTestId('alarm-history');
    await waitFor(() => expect(within(history).getByText('Rule raised an alarm')).toBeInTheDocument());
    expect(within(history).getByText('System')).toBeInTheDocument();
    expect(await screen.findByText('pump restarted')).toBeInTheDocument();
    expect(screen.getByText('checked on site')).toBeInTheDocument();
    // "notified round N" follows the records (round 1 sent), not the step the escalation had queued (4)
    await waitFor(() => expect(screen.getByTestId('alarm-notified')).toHaveTextContent('Step 1'));
    const sms = screen.getByTestId('alarm-round-1-sms');
    expect(within(sms).getByText('Sent')).toBeInTheDocument();
    expect(within(sms).getByText('Failed')).toBeInTheDocument();
    expect(within(sms).getByText('reason: SMS gateway answered 500')).toBeInTheDocument();
    expect(within(screen.getByTestId('alarm-round-1-mail')).getByText('Skipped: channel not configured')).toBeInTheDocument();
    expect(within(screen.getByTestId('alarm-round-2-sms')).getByText('Skipped: channel not configured')).toBeInTheDocument();
  });

  it('says nobody was notified when no message was sent, and shows no value for a no-data alarm', async () => {
    const silent = pushToRow(push({ id: 5, condition: 'noData', quantity: null, value: null }));
    fakeServer([P.list], {
      '/alarm/pageList': () => ({ rows: [silent], total: 1 }),
      '/alarm/detail': () => ({ ...silent, first_value: null, threshold: null, escalation_step: 3 }),
      '/alarm/deliveries': () => ({
        notified_step: null,
        rounds: [{ step: 1, due_time: null, channels: [{ channel: 'sms', records: [{ recipient: '1', status: 'skipped', last_error: null, attempts: 0, sent_time: null }] }] }],
      }),
    });
    renderPage(<AlarmListPage />);
    fireEvent.click(await screen.findByTestId('alarm-detail-5'));
    await waitFor(() => expect(screen.getByTestId('alarm-notified')).toHaveTextContent('Nobody notified yet'));
    const drawer = screen.getByTestId('alarm-detail');
    expect(within(drawer).queryByText('Last value')).toBeNull();
    expect(within(drawer).queryByText('First value')).toBeNull();
  });
});
