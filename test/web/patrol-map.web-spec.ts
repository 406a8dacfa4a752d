/// <reference lib="dom" />
import { api } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';

interface Login {
  token: string;
  userId: number;
}
interface Task {
  id: number;
  points: Array<{ id: number; point_id: number; latitude: number; longitude: number; results: Array<{ item_id: number; type: string }> }>;
}

describe('a supervisor follows today’s patrols on the live map', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startBrowserRig();
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('shows a point done, and where the inspector checked in, as the inspector submits it through the API', async () => {
    const admin = await api<Login>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    const [mine] = await api<Array<{ id: number }>>(rig.url, '/patrolTask/mine', {}, admin.token);
    const task = await api<Task>(rig.url, '/patrolTask/detail', { id: mine?.id }, admin.token);
    const first = task.points[0]!;

    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/patrol/map');
    const point = page.getByTestId(`patrol-live-point-${task.id}-${first.point_id}`);
    await point.waitFor();
    expect(await point.getAttribute('data-status')).toBe('pending');
    await page.getByTestId('patrol-live-map').locator('.leaflet-container').waitFor();

    // The inspector walks the first point on their phone (here through the API): check-in at the point, then the results.
    const checkedIn = await api<Task>(rig.url, '/patrolTask/checkIn', { task_id: task.id, qr_content: 'GY-PATROL-01', latitude: first.latitude, longitude: first.longitude }, admin.token);
    const results = checkedIn.points[0]!.results.map((r) => ({ item_id: r.item_id, value: r.type === 'passFail' ? true : 45 }));
    await api(rig.url, '/patrolTask/submit', { task_point_id: first.id, results }, admin.token);

    // No reload: the progress push brings the map and its list up to date.
    await page.locator(`[data-testid="patrol-live-point-${task.id}-${first.point_id}"][data-status="done"]`).waitFor();
    await page.getByTestId(`patrol-live-seen-${task.id}`).waitFor();
    await page.getByTestId(`patrol-live-task-${task.id}`).getByText('1/3').waitFor();
    await rig.shot(page, 'patrol-live-map');
  }, 180_000);
});
