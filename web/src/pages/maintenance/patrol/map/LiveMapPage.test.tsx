import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type PatrolLiveMap } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { liveMap } from '../patrol-fixtures';
import { socketMock } from '../../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../../test/socket-mock')).socketMock.module);

// Leaflet needs a laid-out box that jsdom does not have (its layers fail when the map is removed): the map itself is
// tested in MapView's tests; here it stands in with the markers it was given.
vi.mock('@/components/MapView', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/MapView')>()),
  LazyMapView: ({ markers }: { markers: unknown[] }) => <div data-testid="map-stub" data-markers={markers.length} />,
}));

const { LiveMapPage } = await import('./LiveMapPage');

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('LiveMapPage (patrol/map)', () => {
  it('lists today\'s tasks with their points\' state and the inspector\'s last check-in, and follows progress pushes', async () => {
    let current: PatrolLiveMap = liveMap;
    const server = fakeServer([Permission.patrol.list], { '/patrolTask/map': () => current });
    renderPage(<LiveMapPage />);
    const first = await screen.findByTestId('patrol-live-task-1');
    expect(within(first).getByText('1/3')).toBeInTheDocument();
    expect(screen.getByTestId('patrol-live-point-1-101')).toHaveAttribute('data-status', 'done');
    expect(screen.getByTestId('patrol-live-point-1-102')).toHaveAttribute('data-status', 'missed');
    expect(screen.getByTestId('patrol-live-seen-1')).toHaveTextContent('Li last checked in at P1');
    expect(Number(within(screen.getByTestId('patrol-live-map')).getByTestId('map-stub').dataset.markers)).toBeGreaterThan(0);

    current = { ...liveMap, tasks: liveMap.tasks.map((t) => (t.id === 2 ? { ...t, status: 'done', points: t.points.map((p) => ({ ...p, status: 'done' as const })) } : t)) };
    socketMock.emit('patrolTask.progress', { id: 2, route_id: 2, status: 'done', points_done: 1, points_total: 1, late: false });
    await waitFor(() => expect(screen.getByTestId('patrol-live-point-2-104')).toHaveAttribute('data-status', 'done'));
    expect(server.count('/patrolTask/map')).toBeGreaterThanOrEqual(2);
    fireEvent.click(first);
    expect(first.style.background).not.toBe('');

    // The phone's position sent between check-ins, later than the check-in, takes its place.
    current = { ...current, inspectors: [{ ...liveMap.inspectors[0]!, source: 'phone', point_name: '', time: '2033-05-01T01:05:00.000Z' }] };
    socketMock.emit('patrolTask.progress', { id: 1, route_id: 1, status: 'inProgress', points_done: 1, points_total: 3, late: false });
    await waitFor(() => expect(screen.getByTestId('patrol-live-seen-1')).toHaveTextContent("Li's phone position"));
  });

  it('says so when there is nothing to follow today', async () => {
    fakeServer([Permission.patrol.list], { '/patrolTask/map': { date: '2033-05-01', tasks: [], inspectors: [] } });
    renderPage(<LiveMapPage />);
    expect(await screen.findByText('No patrols to follow today')).toBeInTheDocument();
  });
});
