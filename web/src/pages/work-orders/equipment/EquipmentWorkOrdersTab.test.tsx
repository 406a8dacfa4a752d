import { screen, within } from '@testing-library/react';
import { Permission, type WorkOrderDowntimeEntry } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { EquipmentWorkOrdersTab } from './EquipmentWorkOrdersTab';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const downtime: WorkOrderDowntimeEntry = {
  ...TENANT_COLUMNS,
  id: 4,
  work_order_id: 3,
  work_order_code: 'WO20260101-0003',
  equipment_id: 7,
  start_time: '2026-01-01T00:00:00.000Z',
  end_time: null,
  reason: 'breakdown',
  note: null,
  minutes: 45,
};
const order = { ...TENANT_COLUMNS, id: 3, code: 'WO20260101-0003', title: 'Pump leak', status: 'processing', type_name: 'Repair' };

describe('EquipmentWorkOrdersTab', () => {
  it('lists the equipment’s orders and its downtime, asking the server for this equipment only', async () => {
    const server = fakeServer([Permission.workOrder.list], {
      '/workOrder/pageList': { rows: [order], total: 1 },
      '/equipmentDowntime/pageList': { rows: [downtime], total: 1, total_minutes: 45 },
    });
    renderPage(<EquipmentWorkOrdersTab equipmentId={7} />);
    expect(await screen.findByText('Pump leak')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    const row = (await screen.findByText('Breakdown')).closest('tr') as HTMLElement;
    expect(within(row).getByText('WO20260101-0003')).toBeInTheDocument();
    expect(within(row).getByText('Still down')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-downtime-total')).toHaveTextContent('Total downtime 45 min');
    expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ equipment_id: '7' });
    expect(server.bodyOf('/equipmentDowntime/pageList')).toMatchObject({ equipment_id: '7' });
  });

  it('without the permission to list work orders, says so and does not ask for them', async () => {
    const server = fakeServer([Permission.equipment.list], { '/equipmentDowntime/pageList': { rows: [], total: 0, total_minutes: 0 } });
    renderPage(<EquipmentWorkOrdersTab equipmentId={7} />);
    expect(await screen.findByText('Seeing the work orders needs the permission to list them')).toBeInTheDocument();
    expect(server.count('/workOrder/pageList')).toBe(0);
  });
});
