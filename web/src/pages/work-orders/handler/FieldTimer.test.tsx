import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { fieldLabour } from './field-fixtures';
import { FieldTimer, clock } from './FieldTimer';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const started = new Date(Date.now() - 65 * 60_000 - 5_000).toISOString();
const running = fieldLabour({
  running: { ...TENANT_COLUMNS, id: 9, work_order_id: 3, user_id: 1, user_name: 'Admin', start_time: started, end_time: null, minutes: 65, note: null },
});

describe('FieldTimer', () => {
  it('reads the running time as h:mm:ss', () => {
    const start = '2026-01-01T00:00:00.000Z';
    expect(clock(start, Date.parse(start) + (2 * 3600 + 3 * 60 + 4) * 1000)).toBe('2:03:04');
    expect(clock(start, Date.parse(start) - 1000)).toBe('0:00:00');
  });

  it('starts the timer with one big button while the order is processing', async () => {
    const server = fakeServer([], { '/workOrderLabour/list': fieldLabour(), '/workOrderLabour/start': running });
    renderPage(<FieldTimer orderId={3} mayEdit processing showCost />);
    const start = await screen.findByTestId('field-timer-start');
    expect(start).toHaveClass('ant-btn-primary', 'ant-btn-lg', 'ant-btn-block');
    expect(parseFloat(start.style.height)).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(screen.getByTestId('field-timer-total')).toHaveTextContent('25 minutes in all'));
    expect(screen.getByTestId('field-timer-cost')).toHaveTextContent('50.00');
    fireEvent.click(start);
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/start')).toMatchObject({ work_order_id: '3' }));
    await waitFor(() => expect(server.count('/workOrderLabour/list')).toBe(2));
  });

  it('shows the running time on the stop button’s card and stops it', async () => {
    const server = fakeServer([], { '/workOrderLabour/list': running, '/workOrderLabour/stop': fieldLabour() });
    renderPage(<FieldTimer orderId={3} mayEdit processing showCost={false} />);
    const stop = await screen.findByTestId('field-timer-stop');
    expect(stop).toHaveClass('ant-btn-dangerous', 'ant-btn-lg', 'ant-btn-block');
    expect(screen.getByTestId('field-timer-clock').textContent).toMatch(/^1:05:\d\d$/);
    expect(screen.queryByTestId('field-timer-cost')).not.toBeInTheDocument();
    fireEvent.click(stop);
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/stop')).toMatchObject({ work_order_id: '3' }));
  });

  it('cannot start before the order is processing, and says why; readers get no button', async () => {
    fakeServer([], { '/workOrderLabour/list': fieldLabour() });
    const { unmount } = renderPage(<FieldTimer orderId={3} mayEdit processing={false} showCost />);
    expect(await screen.findByTestId('field-timer-start')).toBeDisabled();
    expect(screen.getByText('The timer runs only while the order is processing')).toBeInTheDocument();
    unmount();
    renderPage(<FieldTimer orderId={3} mayEdit={false} processing showCost />);
    expect(await screen.findByTestId('field-timer-total')).toBeInTheDocument();
    expect(screen.queryByTestId('field-timer-start')).not.toBeInTheDocument();
  });
});
