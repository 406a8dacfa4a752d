import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type AlarmWorkOrders, type WorkOrderAlarmPrefill } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { AlarmWorkOrdersSection } from './AlarmWorkOrdersSection';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const alarm = {
  id: 5,
  rule_id: 2,
  rule_name: 'COD high',
  severity: 4,
  status: 'raised' as const,
  meter_id: 7,
  meter_code: 'SIM-WA-0002',
  quantity: 'cod',
  condition: 'high' as const,
  threshold: 500,
  first_value: 612,
  last_value: 640,
  count: 2,
  raise_time: '2026-01-01T10:00:00.000Z',
  ack_time: null,
  ack_user_name: null,
  clear_time: null,
  clear_mode: null,
};
const prefill: WorkOrderAlarmPrefill = {
  alarm,
  title: 'Alarm repair: COD high (SIM-WA-0002)',
  description: 'Alarm rule "COD high", meter SIM-WA-0002, cod = 612 (threshold 500), raised at 2026-01-01 18:00:00',
  equipment_id: 3,
  location_id: 4,
  source: 'alarm',
  source_id: 5,
  open_order: null,
};
const none: AlarmWorkOrders = { rows: [], open_order: null, times: { to_acknowledge_ms: null, to_restore_ms: null, to_complete_ms: null } };
const order = { id: 41, code: 'WO20260101-0001', title: 'Alarm repair', status: 'toAssign' as const, create_time: '2026-01-01T10:00:05.000Z', ended_time: null };
const opened: AlarmWorkOrders = { rows: [order], open_order: order, times: { to_acknowledge_ms: 300_000, to_restore_ms: 3_725_000, to_complete_ms: null } };
const ALL = [Permission.workOrder.list, Permission.workOrder.add];
const moments = { id: 5, raise_time: '2026-01-01T10:00:00.000Z', ack_time: '2026-01-01T10:05:00.000Z', clear_time: '2026-01-01T11:02:05.000Z' };

/** Opens an antd Select by its test id and picks the option with this text. */
async function choose(testId: string, text: string): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select.querySelector('input') ?? select);
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

describe('AlarmWorkOrdersSection', () => {
  it('opens a repair order pre-filled from the alarm, with the chosen type, priority and person in charge', async () => {
    const server = fakeServer(ALL, {
      '/workOrder/ofAlarm': none,
      '/workOrder/alarmPrefill': prefill,
      '/workOrderType/pageList': { rows: [{ ...TENANT_COLUMNS, id: 9, name: 'Repair', enabled: true }, { ...TENANT_COLUMNS, id: 10, name: 'Old', enabled: false }], total: 2 },
      '/user/pageList': { rows: [{ id: 7, name: 'Wang Wu', account: 'wang' }], total: 1 },
      '/workOrder/fromAlarm': { ...order },
    });
    renderPage(<AlarmWorkOrdersSection alarm={moments} />);
    fireEvent.click(await screen.findByTestId('alarm-open-order'));
    await waitFor(() => expect(screen.getByTestId('alarm-order-title')).toHaveValue(prefill.title));
    expect(screen.getByTestId('alarm-order-description')).toHaveValue(prefill.description);

    fireEvent.click(screen.getByTestId('alarm-order-submit'));
    expect(await screen.findByText('Please choose Work-order type')).toBeInTheDocument();
    expect(server.count('/workOrder/fromAlarm')).toBe(0);

    await choose('alarm-order-type', 'Repair');
    expect(screen.queryByText('Old', { selector: '.ant-select-item-option-content' })).toBeNull();
    await choose('alarm-order-person', 'Wang Wu');
    fireEvent.click(screen.getByTestId('alarm-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/fromAlarm')).toBe(1));
    expect(server.bodyOf('/workOrder/fromAlarm')).toMatchObject({ alarm_id: '5', type_id: '9', priority: '3', person_in_charge_id: '7', title: prefill.title });
  });

  it('while an order is open: the button is disabled and links to it; the alarm’s orders and figures are listed', async () => {
    fakeServer(ALL, { '/workOrder/ofAlarm': opened });
    renderPage(<AlarmWorkOrdersSection alarm={moments} />);
    const link = await screen.findByTestId('alarm-open-order-existing');
    expect(link).toHaveTextContent('Open order WO20260101-0001');
    expect(screen.getByTestId('alarm-open-order')).toBeDisabled();
    expect(within(screen.getByTestId('alarm-work-order-41')).getByText('Waiting to assign')).toBeInTheDocument();
    expect(screen.getByTestId('alarm-response-times-ack')).toHaveTextContent('5 min');
    expect(screen.getByTestId('alarm-response-times-restore')).toHaveTextContent('1 h 2 min');
    expect(screen.getByTestId('alarm-response-times-complete')).toHaveTextContent('-');
  });

  it('computes the alarm’s own figures from its moments, the repair’s from its order', async () => {
    fakeServer(ALL, { '/workOrder/ofAlarm': { ...opened, times: { ...opened.times, to_complete_ms: 7_200_000 } } });
    const { unmount } = renderPage(<AlarmWorkOrdersSection alarm={{ id: 5, raise_time: moments.raise_time }} />);
    await waitFor(() => expect(screen.getByTestId('alarm-response-times-complete')).toHaveTextContent('2 h'));
    expect(screen.getByTestId('alarm-response-times-ack')).toHaveTextContent('-');
    unmount();
    renderPage(<AlarmWorkOrdersSection alarm={{ ...moments, clear_time: null }} />);
    expect(screen.getByTestId('alarm-response-times-ack')).toHaveTextContent('5 min');
    expect(screen.getByTestId('alarm-response-times-restore')).toHaveTextContent('-');
  });

  it('without the permission to add orders there is no button; without either permission, only the alarm’s figures', async () => {
    fakeServer([Permission.workOrder.list], { '/workOrder/ofAlarm': opened });
    const { unmount } = renderPage(<AlarmWorkOrdersSection alarm={moments} />);
    await screen.findByTestId('alarm-work-order-41');
    expect(screen.queryByTestId('alarm-open-order')).toBeNull();
    unmount();
    const server = fakeServer([Permission.alarm.list]);
    renderPage(<AlarmWorkOrdersSection alarm={moments} />);
    await waitFor(() => expect(server.count('/getMenuList')).toBeGreaterThan(0));
    expect(screen.queryByTestId('alarm-work-orders')).toBeNull();
    expect(server.count('/workOrder/ofAlarm')).toBe(0);
    // The alarm's own figures are still shown.
    expect(screen.getByTestId('alarm-response-times-restore')).toHaveTextContent('1 h 2 min');
  });
});
