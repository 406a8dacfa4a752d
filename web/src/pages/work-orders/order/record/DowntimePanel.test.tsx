import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkOrderDowntime } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { DowntimePanel } from './DowntimePanel';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const downtime: WorkOrderDowntime = {
  entries: [
    { ...TENANT_COLUMNS, id: 4, work_order_id: 3, work_order_code: 'WO1', equipment_id: 9, start_time: '2026-01-01T00:00:00.000Z', end_time: '2026-01-01T01:00:00.000Z', reason: 'planned', note: 'filter', minutes: 60 },
    { ...TENANT_COLUMNS, id: 5, work_order_id: 3, work_order_code: 'WO1', equipment_id: 9, start_time: '2026-01-02T00:00:00.000Z', end_time: null, reason: 'breakdown', note: null, minutes: 30 },
  ],
  total_minutes: 90,
};

describe('DowntimePanel', () => {
  it('lists periods with their reason in the reader’s language and ends an open one', async () => {
    const server = fakeServer([], { '/workOrderDowntime/list': downtime, '/workOrderDowntime/update': downtime });
    renderPage(<DowntimePanel orderId={3} version={6} mayEdit hasEquipment />);
    expect(await screen.findByText('Planned')).toBeInTheDocument();
    expect(within(screen.getByTestId('wo-downtime-end-5').closest('tr') as HTMLElement).getByText('Breakdown')).toBeInTheDocument();
    expect(within(screen.getByTestId('wo-downtime-total')).getByText('Total downtime 90 min')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('wo-downtime-end-5'));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/update')).toMatchObject({ id: '5', version: '6', reason: 'breakdown', start_time: '2026-01-02T00:00:00.000Z' }));
    expect(server.bodyOf('/workOrderDowntime/update')?.end_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('edits a period’s reason and times at the order’s version, and deletes one', async () => {
    const server = fakeServer([], { '/workOrderDowntime/list': downtime, '/workOrderDowntime/update': downtime, '/workOrderDowntime/delete': downtime });
    renderPage(<DowntimePanel orderId={3} version={6} mayEdit hasEquipment />);
    fireEvent.click(await screen.findByTestId('wo-downtime-edit-4'));
    const dialog = await screen.findByTestId('wo-downtime-edit');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Breakdown"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Breakdown"]') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/update')).toMatchObject({ id: '4', version: '6', reason: 'breakdown', start_time: '2026-01-01T00:00:00.000Z', end_time: '2026-01-01T01:00:00.000Z' }));
    fireEvent.click(screen.getByTestId('wo-downtime-delete-4'));
    fireEvent.click(await screen.findByTestId('wo-downtime-delete-4-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderDowntime/delete')).toMatchObject({ id: '4', version: '6' }));
  }, 60_000);

  it('an order without equipment only shows what there is', async () => {
    fakeServer([], { '/workOrderDowntime/list': downtime });
    renderPage(<DowntimePanel orderId={3} version={6} mayEdit hasEquipment={false} />);
    expect(await screen.findByText('Still down')).toBeInTheDocument();
    expect(screen.queryByTestId('wo-downtime-form')).toBeNull();
    expect(screen.queryByTestId('wo-downtime-end-5')).toBeNull();
  });
});
