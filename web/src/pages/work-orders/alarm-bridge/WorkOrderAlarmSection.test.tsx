import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission, type WorkOrderAlarmPanel, type WorkOrderRow } from '@gengyun/contracts';
import { act } from 'react';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { WorkOrderAlarmSection } from './WorkOrderAlarmSection';
import { socketMock } from '../../../../test/socket-mock';

vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);
afterEach(() => {
  vi.unstubAllGlobals();
  socketMock.reset();
});

const order = { ...TENANT_COLUMNS, id: 41, code: 'WO20260101-0001', source: 'alarm', source_id: 5, version: 4, status: 'returned' } as WorkOrderRow;
const panel = (status: 'raised' | 'cleared'): WorkOrderAlarmPanel => ({
  alarm: {
    id: 5,
    rule_id: 2,
    rule_name: 'COD high',
    severity: 4,
    status,
    meter_id: 7,
    meter_code: 'SIM-WA-0002',
    quantity: 'cod',
    condition: 'high',
    threshold: 500,
    first_value: 612,
    last_value: 640,
    count: 2,
    raise_time: '2026-01-01T10:00:00.000Z',
    ack_time: '2026-01-01T10:00:30.000Z',
    ack_user_name: 'Wang Wu',
    clear_time: status === 'cleared' ? '2026-01-02T12:00:00.000Z' : null,
    clear_mode: status === 'cleared' ? 'auto' : null,
  },
  readings: [
    { ts: Date.parse('2026-01-01T09:59:00.000Z'), values: { cod: 480 } },
    { ts: Date.parse('2026-01-01T10:00:00.000Z'), values: { cod: 612 } },
  ],
  latest: { ts: Date.parse('2026-01-02T12:00:00.000Z'), values: { cod: 320.12345 } },
  times: { to_acknowledge_ms: 30_000, to_restore_ms: status === 'cleared' ? 93_600_000 : null, to_complete_ms: null },
});

describe('WorkOrderAlarmSection', () => {
  it('shows the alarm, the readings around it, the meter’s latest values and the figures', async () => {
    fakeServer([Permission.workOrder.list, Permission.alarm.list], { '/workOrder/alarmPanel': panel('raised') });
    renderPage(<WorkOrderAlarmSection order={order} actions={['close']} />);
    expect(await screen.findByText('COD high')).toBeInTheDocument();
    expect(screen.getByText('612 / 640')).toBeInTheDocument();
    expect(screen.getByTestId('work-order-alarm-latest')).toHaveTextContent('cod 320.1235');
    expect(screen.getByText('cod 480')).toBeInTheDocument();
    expect(screen.getByTestId('work-order-alarm-times-ack')).toHaveTextContent('30 s');
    expect(screen.getByTestId('work-order-alarm-times-restore')).toHaveTextContent('-');
    expect(screen.getByTestId('work-order-alarm-view')).toBeInTheDocument();
    // The alarm is still on: no offer to close.
    expect(screen.queryByTestId('work-order-alarm-close-offer')).toBeNull();
    // The meter's readings arrive live through its room.
    expect(socketMock.rooms).toContain('meter:7');
    act(() => {
      socketMock.emit('meter.reading', { meterId: 8, meterCode: 'X', meterType: 'water', ts: Date.parse('2026-01-03T00:00:00.000Z'), values: { cod: 1 } });
      socketMock.emit('meter.reading', { meterId: 7, meterCode: 'SIM-WA-0002', meterType: 'water', ts: Date.parse('2026-01-03T00:00:00.000Z'), values: { cod: 280 } });
    });
    await waitFor(() => expect(screen.getByTestId('work-order-alarm-latest')).toHaveTextContent('cod 280'));
  });

  it('once the alarm has cleared, offers the dispatcher to close the order at its version', async () => {
    const server = fakeServer([Permission.workOrder.list, Permission.workOrder.dispatch], { '/workOrder/alarmPanel': panel('cleared'), '/workOrder/act': order });
    renderPage(<WorkOrderAlarmSection order={order} actions={['close', 'assign']} />);
    expect(await screen.findByTestId('work-order-alarm-close-offer')).toHaveTextContent('The alarm has cleared: this order may be closed');
    expect(screen.getByTestId('work-order-alarm-times-restore')).toHaveTextContent('1 d 2 h');
    expect(screen.queryByTestId('work-order-alarm-view')).toBeNull();
    fireEvent.click(screen.getByTestId('work-order-alarm-close'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.count('/workOrder/act')).toBe(1));
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '41', version: '4', action: 'close' });
  });

  it('offers nothing the status or the role does not allow', async () => {
    fakeServer([Permission.workOrder.list, Permission.workOrder.dispatch], { '/workOrder/alarmPanel': panel('cleared') });
    const { unmount } = renderPage(<WorkOrderAlarmSection order={order} actions={['assign']} />);
    await screen.findByText('COD high');
    expect(screen.queryByTestId('work-order-alarm-close-offer')).toBeNull();
    unmount();
    fakeServer([Permission.workOrder.list], { '/workOrder/alarmPanel': panel('cleared') });
    renderPage(<WorkOrderAlarmSection order={order} actions={['close']} />);
    await screen.findByText('COD high');
    expect(screen.queryByTestId('work-order-alarm-close-offer')).toBeNull();
  });
});
