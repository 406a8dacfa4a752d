import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { answerOf, markerRow, rows } from './test-fixtures';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { EquipmentMapPage } = await import('./EquipmentMapPage');
const { applyMarkerStatus } = await import('./marker-store');

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});
afterEach(() => vi.unstubAllGlobals());

const locations = [
  { value: 1, text: 'Plant', pid: null },
  { value: 3, text: 'Pump room', pid: 1 },
];

function Probe(): React.ReactElement {
  const where = useLocation();
  return <div data-testid="probe">{`${where.pathname}${where.search}`}</div>;
}

function mount(markers: object, route = '/gengyun/eqpt/map') {
  const server = fakeServer([Permission.equipment.list], {
    '/getOptionsByKey': locations,
    '/equipment/mapMarkers': markers,
    '/assetPosition/detail': (body: Record<string, string>) => ({ id: Number(body.id), name: 'Plant', lng: 113.3, lat: 23.1, path: [], plan_position_id: 1, plan_file_id_effective: 9 }),
  });
  renderPage(
    <Routes>
      <Route path="/gengyun/eqpt/map" element={<EquipmentMapPage />} />
      <Route path="/gengyun/eqpt/list/view" element={<Probe />} />
    </Routes>,
    route,
  );
  return server;
}

const drawn = (): HTMLImageElement[] => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon'));

describe('EquipmentMapPage', () => {
  it('stays usable with 10,000 markers: all mapped, only a clustered share drawn', async () => {
    mount(answerOf(rows(10_000)));
    expect(screen.getByTestId('eqpt-map')).toBeInTheDocument();
    expect(screen.getByTestId('map-mode-switch')).toBeInTheDocument();
    expect(screen.getByTestId('map-location-picker')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('map-marker-count')).toHaveTextContent('10000 equipment'), { timeout: 10_000 });
    await waitFor(() => expect(document.querySelectorAll('.gy-map-cluster').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(drawn().length).toBeLessThan(1000);
    expect(screen.queryByTestId('map-truncated')).toBeNull();
  }, 30_000);

  it('tells the user when the server capped the markers, naming shown and total', async () => {
    mount(answerOf(rows(3), { total: 25_000, truncated: true }));
    await waitFor(() => expect(screen.getByTestId('map-truncated')).toHaveTextContent('The map shows the newest 3 of 25000 equipment'));
    expect(screen.getByTestId('map-marker-count')).toHaveTextContent('3 equipment');
  }, 30_000);

  it('changes an icon in place on applyMarkerStatus, and double-click opens the equipment', async () => {
    mount(answerOf([markerRow(1), markerRow(2, { center: [23.1005, 113.3005] })]));
    await waitFor(() => expect(drawn()).toHaveLength(2), { timeout: 10_000 });
    const icons = drawn();
    // In use and running: the running icon.
    expect(icons.every((img) => img.classList.contains('gy-marker-running'))).toBe(true);
    act(() => applyMarkerStatus([{ id: 2, running_status_id: 3 }]));
    await waitFor(() => expect(document.querySelectorAll('img.gy-marker-fault')).toHaveLength(1));
    expect(drawn()).toHaveLength(2);
    expect(icons.filter((img) => img.isConnected)).toHaveLength(2);
    fireEvent.dblClick(document.querySelector('img.gy-marker-fault')!);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/gengyun/eqpt/list/view?id=2'));
  }, 30_000);

  it('follows equipment.marker pushes: a fault while an alarm is open, running again after; refetches after a reconnect', async () => {
    const server = mount(answerOf([markerRow(1), markerRow(2, { center: [23.1005, 113.3005], running_status_id: 2 })]));
    await waitFor(() => expect(drawn()).toHaveLength(2), { timeout: 10_000 });
    act(() => socketMock.emit('equipment.marker', { id: 2, running_status_id: 3, is_fault: true }));
    await waitFor(() => expect(document.querySelectorAll('img.gy-marker-fault')).toHaveLength(1));
    act(() => socketMock.emit('equipment.marker', { id: 2, running_status_id: 1, is_fault: false }));
    await waitFor(() => expect(document.querySelectorAll('img.gy-marker-running')).toHaveLength(2));
    expect(document.querySelectorAll('img.gy-marker-fault')).toHaveLength(0);
    act(() => socketMock.emit('equipment.marker', { id: 99, running_status_id: 3, is_fault: true }));
    expect(drawn()).toHaveLength(2);
    const fetched = server.count('/equipment/mapMarkers');
    act(() => socketMock.reconnect());
    await waitFor(() => expect(server.count('/equipment/mapMarkers')).toBe(fetched + 1));
  }, 30_000);

  it('opens the floor plan of ?position= (location QR code) and asks plan markers for it', async () => {
    const server = mount(answerOf([markerRow(5, { center: [37, 333] })]), '/gengyun/eqpt/map?position=3');
    await waitFor(() => expect(server.bodiesOf('/equipment/mapMarkers').at(-1)).toMatchObject({ mode: 'plan', position_id: '3' }));
    await waitFor(() => expect(document.querySelector('img.leaflet-image-layer')?.getAttribute('src')).toMatch(/\/getImg\?id=9&business_no=assetPosition/));
  }, 30_000);
});
