import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkOrderLabour } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LabourPanel } from './LabourPanel';
import { elapsed } from './record.api';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, minutes: number, end: string | null, start = '2026-01-01T00:00:00.000Z') => ({
  ...TENANT_COLUMNS,
  id,
  work_order_id: 3,
  user_id: 1,
  user_name: 'Admin',
  start_time: start,
  end_time: end,
  minutes,
  note: null,
});
const stopped: WorkOrderLabour = {
  entries: [entry(1, 90, '2026-01-01T01:30:00.000Z')],
  total_minutes: 90,
  per_person: [{ user_id: 1, user_name: 'Admin', minutes: 90 }],
  labour_cost: '120.00',
  running: null,
};

describe('LabourPanel', () => {
  it('starts the timer only while the order is processing, and shows totals per person and the cost', async () => {
    const server = fakeServer([], { '/workOrderLabour/list': stopped, '/workOrderLabour/start': stopped });
    const { unmount } = renderPage(<LabourPanel orderId={3} mayEdit processing={false} showCost />);
    expect(await screen.findByText('Total 90 min')).toBeInTheDocument();
    expect(screen.getByText('Labour cost 120.00')).toBeInTheDocument();
    expect(screen.getByText('Admin · 90 min')).toBeInTheDocument();
    expect(screen.getByTestId('wo-labour-start')).toBeDisabled();
    unmount();
    renderPage(<LabourPanel orderId={3} mayEdit processing showCost={false} />);
    fireEvent.click(await screen.findByTestId('wo-labour-start'));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/start')).toMatchObject({ work_order_id: '3' }));
    expect(screen.queryByText('Labour cost 120.00')).toBeNull();
  });

  it('a running timer shows the time so far and stops', async () => {
    const start = new Date(Date.now() - 65.5 * 60_000).toISOString();
    const running: WorkOrderLabour = { ...stopped, entries: [entry(2, 65, null, start)], running: entry(2, 65, null, start) };
    const server = fakeServer([], { '/workOrderLabour/list': running, '/workOrderLabour/stop': stopped });
    renderPage(<LabourPanel orderId={3} mayEdit processing showCost />);
    const stop = await screen.findByTestId('wo-labour-stop');
    expect(stop).toHaveTextContent('1:05');
    expect(screen.getByText('Running')).toBeInTheDocument();
    fireEvent.click(stop);
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/stop')).toMatchObject({ work_order_id: '3' }));
  });

  it('edits a stopped entry and deletes one at the order’s version, refusing an end before the start', async () => {
    const server = fakeServer([], { '/workOrderLabour/list': stopped, '/workOrderLabour/update': stopped, '/workOrderLabour/delete': stopped });
    renderPage(<LabourPanel orderId={3} version={7} mayEdit processing showCost={false} />);
    fireEvent.click(await screen.findByTestId('wo-labour-edit-1'));
    const dialog = await screen.findByTestId('wo-labour-edit');
    const end = within(dialog).getByTestId('wo-labour-edit-end');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2025-12-31 23:00:00' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start time must be earlier than end time')).toBeInTheDocument();
    expect(server.count('/workOrderLabour/update')).toBe(0);
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2026-01-01 02:00:00' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/update')).toMatchObject({ id: '1', version: '7', start_time: '2026-01-01T00:00:00.000Z' }));
    expect(server.bodyOf('/workOrderLabour/update')?.end_time).toMatch(/^2026-01-01T/);
    fireEvent.click(screen.getByTestId('wo-labour-delete-1'));
    fireEvent.click(await screen.findByTestId('wo-labour-delete-1-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderLabour/delete')).toMatchObject({ id: '1', version: '7' }));
  }, 60_000);

  it('without the order’s version read, offers no edit or delete', async () => {
    fakeServer([], { '/workOrderLabour/list': stopped });
    renderPage(<LabourPanel orderId={3} mayEdit processing showCost={false} />);
    expect(await screen.findByText('Total 90 min')).toBeInTheDocument();
    expect(screen.queryByTestId('wo-labour-edit-1')).toBeNull();
    expect(screen.queryByTestId('wo-labour-delete-1')).toBeNull();
  });

  it('formats elapsed time as hours and minutes', () => {
    expect(elapsed('2026-01-01T00:00:00.000Z', Date.parse('2026-01-01T02:07:59.000Z'))).toBe('2:07');
    expect(elapsed('2026-01-01T00:00:00.000Z', Date.parse('2025-12-31T00:00:00.000Z'))).toBe('0:00');
  });
});
