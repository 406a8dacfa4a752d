import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, push, renderPage } from '../test-helpers';
import { AlarmLive } from './AlarmLive';
import { muteStore } from './alarm-sound';
import { socketMock } from '../../../../test/socket-mock';

// antd forms are slow to render in jsdom, and the suites share two cores with other work.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);
const beep = vi.fn(() => true);
vi.mock('./alarm-sound', async (original) => ({
  ...(await original<typeof import('./alarm-sound')>()),
  beep: (...args: unknown[]) => beep(...(args as [])),
}));

describe('AlarmLive (header)', () => {
  beforeEach(() => {
    socketMock.reset();
    beep.mockClear();
    localStorage.clear();
    muteStore.reset();
  });

  it('shows nothing without the alarm list permission', async () => {
    const server = fakeServer([]);
    renderPage(<AlarmLive />);
    await waitFor(() => expect(server.count('/getMenuList')).toBe(1));
    expect(screen.queryByTestId('alarm-count')).toBeNull();
    expect(server.count('/alarm/openCount')).toBe(0);
  });

  it('counts open alarms from /alarm/openCount and alarm.count events', async () => {
    fakeServer([Permission.alarm.list], { '/alarm/openCount': () => ({ open: 4, unacknowledged: 1 }) });
    renderPage(<AlarmLive />);
    await waitFor(() => expect(screen.getByTestId('alarm-count')).toHaveTextContent('4'));
    act(() => socketMock.emit('alarm.count', { open: 5, unacknowledged: 2 }));
    await waitFor(() => expect(screen.getByTestId('alarm-count')).toHaveTextContent('5'));
  });

  it('counts again, once, after a burst of alarm events (a user limited to some locations gets no alarm.count)', async () => {
    let open = 1;
    const server = fakeServer([Permission.alarm.list], { '/alarm/openCount': () => ({ open, unacknowledged: open }) });
    renderPage(<AlarmLive />);
    await waitFor(() => expect(server.count('/alarm/openCount')).toBe(1));
    open = 3;
    act(() => {
      for (const id of [1, 2, 3]) socketMock.emit('alarm.raised', push({ id, severity: 2 }));
    });
    await waitFor(() => expect(screen.getByTestId('alarm-count')).toHaveTextContent('3'), { timeout: 3000 });
    expect(server.count('/alarm/openCount')).toBe(2);
  });

  it('fetches the counter again after a reconnect', async () => {
    const server = fakeServer([Permission.alarm.list], {
      '/alarm/openCount': () => ({ open: 1, unacknowledged: 1 }),
    });
    renderPage(<AlarmLive />);
    await waitFor(() => expect(server.count('/alarm/openCount')).toBe(1));
    act(() => socketMock.reconnect());
    await waitFor(() => expect(server.count('/alarm/openCount')).toBe(2));
  });

  it('raises a banner with a beep on alarm.raised; silence and dismiss', async () => {
    fakeServer([Permission.alarm.list], { '/alarm/openCount': () => ({ open: 0, unacknowledged: 0 }) });
    renderPage(<AlarmLive />);
    await screen.findByTestId('alarm-count');
    act(() => socketMock.emit('alarm.raised', push({ id: 9, ruleName: 'COD high', severity: 5 })));
    const banner = await screen.findByTestId('alarm-banner');
    expect(banner).toHaveTextContent('Severity 5 alarm: COD high');
    expect(banner).toHaveAttribute('data-flash', 'true');
    expect(beep).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByTestId('alarm-banner-silence'));
    expect(screen.getByTestId('alarm-banner')).toHaveAttribute('data-flash', 'false');
    act(() => socketMock.emit('alarm.acknowledged', push({ id: 9, status: 'acknowledged' })));
    await waitFor(() => expect(screen.queryByTestId('alarm-banner')).toBeNull());
    act(() => socketMock.emit('alarm.raised', push({ id: 10, status: 'acknowledged' })));
    expect(screen.queryByTestId('alarm-banner')).toBeNull();
    act(() => socketMock.emit('alarm.raised', push({ id: 11 })));
    fireEvent.click(await screen.findByTestId('alarm-banner-dismiss'));
    expect(screen.queryByTestId('alarm-banner')).toBeNull();
  });

  it('docks the banner where the shell asks, groups repeated raises and collapses to one line', async () => {
    fakeServer([Permission.alarm.list], { '/alarm/openCount': () => ({ open: 0, unacknowledged: 0 }) });
    const dock = document.createElement('div');
    document.body.append(dock);
    renderPage(<AlarmLive dock={dock} />);
    await screen.findByTestId('alarm-count');
    act(() => socketMock.emit('alarm.raised', push({ id: 1, ruleId: 3, meterId: 7, ruleName: 'Flow high' })));
    act(() => socketMock.emit('alarm.raised', push({ id: 2, ruleId: 3, meterId: 7, ruleName: 'Flow high' })));
    act(() => socketMock.emit('alarm.raised', push({ id: 3, ruleId: 4, meterId: 7, ruleName: 'Pressure low', severity: 3 })));
    const banner = await screen.findByTestId('alarm-banner');
    expect(dock.contains(banner)).toBe(true);
    expect(banner).toHaveAttribute('data-groups', '2');
    expect(screen.getByTestId('alarm-banner-group-3-7')).toHaveTextContent('Flow high×2');
    expect(screen.getByText('Severity 3 alarm: Pressure low')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('alarm-banner-toggle'));
    expect(banner).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByTestId('alarm-banner-group-3-7')).toBeNull();
    expect(banner).toHaveTextContent('1 more alarm groups');
    act(() => socketMock.emit('alarm.raised', push({ id: 4, ruleId: 3, meterId: 7, ruleName: 'Flow high' })));
    expect(screen.getByTestId('alarm-banner')).toHaveAttribute('data-collapsed', 'true');
    act(() => socketMock.emit('alarm.raised', push({ id: 5, ruleId: 9, meterId: 9, ruleName: 'COD high' })));
    await waitFor(() => expect(screen.getByTestId('alarm-banner')).toHaveAttribute('data-collapsed', 'false'));
    dock.remove();
  });

  it('toggles and remembers the mute switch', async () => {
    fakeServer([Permission.alarm.list], { '/alarm/openCount': () => ({ open: 0, unacknowledged: 0 }) });
    renderPage(<AlarmLive />);
    const mute = await screen.findByTestId('alarm-mute');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(mute);
    expect(screen.getByTestId('alarm-mute')).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('gy.alarmMuted')).not.toBeNull();
  });
});
