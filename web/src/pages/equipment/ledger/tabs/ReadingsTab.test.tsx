import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { socketMock } from '../../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../../test/socket-mock')).socketMock.module);
vi.mock('@/pages/iot/trend/TrendChart', () => ({ default: () => <div data-testid="trend-canvas" /> }));

const { ReadingsTab } = await import('./ReadingsTab');
const { EquipmentDetailPage } = await import('../EquipmentDetailPage');

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const NOW = Date.now();
const FLOW = [
  { key: 'instant_flow', unit: 'm³/h', min: 0, max: 2000, decimals: 3, labelKey: 'iot.quantities.instant_flow' },
  { key: 'pressure', unit: 'MPa', min: 0, max: 1.6, decimals: 3, labelKey: 'iot.quantities.pressure' },
];
const WATER = [{ key: 'ph', unit: 'pH', min: 0, max: 14, decimals: 2, labelKey: 'iot.quantities.ph' }];
const meterRow = (id: number, code: string, type: string) => ({
  id, meter_code: code, name: `Meter ${code}`, meter_type: type, topic: `gy/demo/${type}/${code}`, equipment_id: 7, location_id: 4,
  customer_id: null, enabled: true, offline_after_seconds: 120, last_seen: null, status: 'never', remark: null,
});
const handlers = {
  '/meter/quantities': () => ({ flowmeter: FLOW, water: WATER, air: [], pm: [], power: [] }),
  '/meter/pageList': () => ({ rows: [meterRow(12, 'WQ-001', 'water'), meterRow(11, 'FM-001', 'flowmeter')], total: 2 }),
  '/meter/latest': () => [
    { meterId: 11, status: 'online', last_seen: new Date(NOW).toISOString(), values: { instant_flow: { value: 120.5, ts: NOW } } },
    { meterId: 12, status: 'online', last_seen: new Date(NOW).toISOString(), values: { ph: { value: 7.2, ts: NOW } } },
  ],
  '/meter/history': () => ({ grain: 'raw', series: [] }),
};
const LIVE = [Permission.meter.list, Permission.meter.history];

describe('equipment detail: live readings tab', () => {
  it("shows the equipment's meters with their latest values, updating live from meter events, and joins their rooms", async () => {
    const server = fakeServer(LIVE, handlers);
    renderPage(<ReadingsTab equipmentId={7} />);
    await waitFor(() => expect(screen.getByTestId('meter-value-11-instant_flow')).toHaveTextContent('120.500'));
    expect(screen.getByTestId('meter-value-12-ph')).toHaveTextContent('7.20');
    expect(server.bodyOf('/meter/pageList')).toMatchObject({ equipment_id: '7' });
    expect(server.bodyOf('/meter/latest')).toMatchObject({ ids: '[11,12]' });
    expect(socketMock.rooms).toEqual(expect.arrayContaining(['meter:11', 'meter:12']));
    act(() => socketMock.emit('meter.reading', { meterId: 11, meterCode: 'FM-001', meterType: 'flowmeter', ts: NOW + 2000, values: { instant_flow: 131.25 } }));
    act(() => socketMock.emit('meter.reading', { meterId: 99, meterCode: 'X', meterType: 'flowmeter', ts: NOW + 2000, values: { instant_flow: 1 } }));
    await waitFor(() => expect(screen.getByTestId('meter-value-11-instant_flow')).toHaveTextContent('131.250'));
    expect(screen.queryByTestId('meter-value-99-instant_flow')).toBeNull();
  });

  it('charts the first meter by code and switches the trend to another meter', async () => {
    const server = fakeServer(LIVE, handlers);
    renderPage(<ReadingsTab equipmentId={7} />);
    await waitFor(() => expect(server.bodyOf('/meter/history')).toMatchObject({ meterId: '11' }));
    expect(await screen.findByTestId('trend-panel')).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('eqpt-readings-meter')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('WQ-001 Meter WQ-001'));
    await waitFor(() => expect(server.bodyOf('/meter/history')).toMatchObject({ meterId: '12', quantities: 'ph' }));
  });

  it('says so when no meter is linked, and when the user may not list meters (asking nothing)', async () => {
    fakeServer(LIVE, { ...handlers, '/meter/pageList': () => ({ rows: [], total: 0 }) });
    const { unmount } = renderPage(<ReadingsTab equipmentId={7} />);
    expect(await screen.findByText(/No meter is linked to this equipment yet/)).toBeInTheDocument();
    unmount();
    const server = fakeServer([Permission.equipment.list], handlers);
    renderPage(<ReadingsTab equipmentId={7} />);
    expect(await screen.findByText('Seeing live readings needs the permission to list meters')).toBeInTheDocument();
    expect(server.count('/meter/pageList')).toBe(0);
  });

  it('the work-order tab lists the equipment’s downtime (orders with their permission); the plan tab is the maintenance area’s, which needs its permission', async () => {
    const row = { id: 7, asset_code: 'EQ0007', asset_name: 'Pump-7', status: 1, running_status_id: 1, custom_fields: {} };
    fakeServer([Permission.equipment.list], { '/equipment/detail': () => row });
    renderPage(<EquipmentDetailPage />, '/gengyun/eqpt/list/view?id=7');
    await userEvent.click(await screen.findByTestId('eqpt-tab-workOrders'));
    expect(await screen.findByText('Seeing the work orders needs the permission to list them')).toBeInTheDocument();
    expect(await screen.findByText('Total downtime 0 min')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('eqpt-tab-plans'));
    expect(await screen.findByText('You may not view maintenance plans')).toBeInTheDocument();
  });
});
