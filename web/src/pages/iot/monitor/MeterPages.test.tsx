import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);
vi.mock('../trend/TrendChart', () => ({ default: () => <div data-testid="trend-canvas" /> }));

const { FlowmeterAddPage } = await import('./MeterFormPage');
const { MeterListPage } = await import('./MeterListPage');
const { TrendPanel } = await import('../trend/TrendPanel');

const ALL = [Permission.meter.list, Permission.meter.add, Permission.meter.delete, Permission.deadLetter.list, Permission.monitor.view];
const FLOW_SPECS = [
  { key: 'instant_flow', unit: 'm³/h', min: 0, max: 2000, decimals: 3, labelKey: 'iot.quantities.instant_flow' },
  { key: 'cumulative', unit: 'm³', min: 0, max: 1e9, decimals: 2, labelKey: 'iot.quantities.cumulative' },
  { key: 'pressure', unit: 'MPa', min: 0, max: 1.6, decimals: 3, labelKey: 'iot.quantities.pressure' },
];
const NOW = Date.now();
const meter = { id: 3, meter_code: 'FM-3', name: 'Inlet', meter_type: 'flowmeter', enabled: true, status: 'online', last_seen: new Date(NOW).toISOString(), location_id: null, equipment_id: null };
const handlers = {
  '/meter/quantities': () => ({ flowmeter: FLOW_SPECS, water: [], air: [], pm: [], power: [] }),
  '/monitor/snapshot': () => ({
    at: new Date(NOW).toISOString(),
    counts: { total: 1, online: 1, offline: 0, never: 0, disabled: 0 },
    deadLetters24h: {},
    brokerPort: 1883,
    meters: [{ ...meter, values: { instant_flow: { value: 12.3, ts: NOW }, pressure: { value: 0.35, ts: NOW } } }],
  }),
  '/meter/pageList': () => ({ rows: [{ ...meter, topic: 'gy/demo/flowmeter/FM-3' }], total: 1 }),
  '/meter/add': () => ({ meter: { ...meter, id: 42 }, credential: { username: 'demo-FM-9-abc', password: 's3cret-once', topic: 'gy/demo/flowmeter/FM-9' } }),
  '/meter/history': () => ({ grain: 'raw', series: [{ quantity: 'instant_flow', unit: 'm³/h', points: [[NOW - 1000, 1]] }] }),
};

describe('meter registry', () => {
  it('lists meters with live values by catalogue decimals and joins their rooms', async () => {
    fakeServer(ALL, handlers);
    renderPage(<MeterListPage />);
    expect(await screen.findByTestId('meter-row-view-3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('meter-value-3-instant_flow')).toHaveTextContent('12.300'));
    expect(screen.getByTestId('meter-value-3-pressure')).toHaveTextContent('0.350');
    expect(screen.getByTestId('meter-value-3-cumulative')).toHaveTextContent('--');
    expect(screen.getByTestId('meter-add')).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live');
    expect(socketMock.rooms).toContain('meter:3');
  });

  it('adds a flowmeter and shows its device login once, with copy buttons and a warning', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<FlowmeterAddPage />);
    fireEvent.change(screen.getByTestId('meter-form-code'), { target: { value: 'FM-9' } });
    fireEvent.change(screen.getByTestId('meter-form-name'), { target: { value: 'Outlet' } });
    fireEvent.click(screen.getByTestId('meter-form-submit'));
    const dialog = await screen.findByTestId('meter-credentials');
    expect(server.bodyOf('/meter/add')).toMatchObject({ meter_type: 'flowmeter', meter_code: 'FM-9', name: 'Outlet', offline_after_seconds: '300' });
    expect(within(dialog).getByTestId('meter-credentials-password')).toHaveTextContent('s3cret-once');
    expect(within(dialog).getByTestId('meter-credentials-uplink')).toHaveTextContent('gy/demo/flowmeter/FM-9/up');
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('meter-credentials-copy-password')).toBeInTheDocument();
  });

  it('names the empty field instead of showing a raw placeholder, and sends nothing', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<FlowmeterAddPage />);
    fireEvent.click(screen.getByTestId('meter-form-submit'));
    expect(await screen.findByText('Meter code cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Meter name cannot be empty')).toBeInTheDocument();
    expect(screen.queryByText(/\{0\}/)).toBeNull();
    expect(server.count('/meter/add')).toBe(0);
  });

  it('refuses a code that cannot be part of a topic', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<FlowmeterAddPage />);
    fireEvent.change(screen.getByTestId('meter-form-code'), { target: { value: 'FM 9/x' } });
    fireEvent.change(screen.getByTestId('meter-form-name'), { target: { value: 'Outlet' } });
    fireEvent.click(screen.getByTestId('meter-form-submit'));
    expect(await screen.findByText('1 to 64 letters, digits, _, . or -')).toBeInTheDocument();
    expect(server.count('/meter/add')).toBe(0);
  });
});

describe('trend panel', () => {
  it('asks /meter/history for the chosen quick range and quantities', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<TrendPanel meterId={3} specs={FLOW_SPECS} />);
    await waitFor(() => expect(server.count('/meter/history')).toBe(1));
    let body = server.bodyOf('/meter/history') as Record<string, string>;
    expect(body.quantities).toBe('instant_flow,cumulative,pressure');
    expect(Number(body.end) - Number(body.start)).toBe(24 * 3_600_000);
    fireEvent.click(screen.getByTestId('range-7d'));
    await waitFor(() => expect(server.count('/meter/history')).toBe(2));
    body = server.bodyOf('/meter/history') as Record<string, string>;
    expect(Number(body.end) - Number(body.start)).toBe(7 * 24 * 3_600_000);
    expect(await screen.findByTestId('trend-canvas')).toBeInTheDocument();
    expect(screen.getByTestId('trend-chart')).toHaveAttribute('data-points', '1');
    expect(socketMock.rooms).toContain('meter:3');
  });
});
