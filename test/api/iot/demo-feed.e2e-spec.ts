import { io, type Socket } from 'socket.io-client';
import { Permission, type EquipmentMarkerPush } from '@gengyun/contracts';
import { DemoFeed } from '@gengyun/iot';
import { seedDemo } from '../../../apps/api/src/seed';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login, newEnterprise, newUser } from '../../support/builders/identity';
import { waitFor } from '../../ingest/ingest-support';

jest.setTimeout(120_000);

interface MeterRow {
  id: number;
  meter_code: string;
  equipment_id: number | null;
  location_id: number | null;
  equipment_type_id: number | null;
}
interface Marker {
  id: number;
  asset_code: string;
  running_status_id: number;
  is_fault: boolean;
}

/**
 * The demo is alive (issue 12, item 1): demo meters are linked to demo equipment, the embedded feed publishes for the
 * demo enterprise's meters only through the broker and ingest, the inlet's pH excursion raises the demo rule, and the
 * map's markers show running and fault from meters and alarms, live to those who may see the equipment.
 */
describe(`the demo feed (${testDbKind()})`, () => {
  let t: TestApp;
  let token: string;
  let other: Awaited<ReturnType<typeof newEnterprise>>;
  let otherMeterId: number;
  let demoId: number;
  const sockets: Socket[] = [];
  const pushes = { admin: [] as EquipmentMarkerPush[], pumpRoom: [] as EquipmentMarkerPush[] };
  const post = async <T>(path: string, body: object = {}, as = token): Promise<T> => {
    const res = await t.post(path, body, as);
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.content as T;
  };
  const meters = async () => (await post<{ rows: MeterRow[] }>('/meter/pageList', { pageSize: 50 })).rows;
  const markers = async () => new Map((await post<{ rows: Marker[] }>('/equipment/mapMarkers', { mode: 'map' })).rows.map((m) => [m.asset_code, m]));
  const listen = async (as: string, into: EquipmentMarkerPush[]): Promise<void> => {
    const socket = io(`http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`, { auth: { token: as }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('equipment.marker', (m: EquipmentMarkerPush) => into.push(m));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  };

  beforeAll(async () => {
    // Readings every 0.2 s; the inlet's pH excursion 4 s after the feed first finds the demo meters, for 2 s every 15 s
    // (the pH is back under the rule's deadband some 9 s after an excursion starts).
    t = await startTestApp({
      DEMO_FEED: 'true',
      DEMO_FEED_INTERVAL_SECONDS: '0.2',
      DEMO_FEED_EXCURSION_FIRST_SECONDS: '4',
      DEMO_FEED_EXCURSION_EVERY_SECONDS: '15',
      DEMO_FEED_EXCURSION_LENGTH_SECONDS: '2',
    });
    await t.app.listen(0, '127.0.0.1');
    other = await newEnterprise(t);
    otherMeterId = (await post<{ meter: { id: number } }>('/meter/add', { meter_code: 'WQ-001', name: 'not a demo meter', meter_type: 'water' }, other.admin.token)).meter.id;
    const demo = await seedDemo(t.app);
    demoId = demo.enterpriseId;
    token = (await login(t, 'admin', 'admin123', demo.enterpriseCode)).token;
    // Someone who may see the equipment in the pump room only (the inlet's water-quality analyser is elsewhere).
    const [room] = await post<{ rows: Array<{ id: number }> }>('/assetPosition/pageList', { keyword: '泵房' }).then((page) => page.rows);
    const pumpRoomUser = await newUser(t, demo.enterpriseId, { permissions: [Permission.equipment.list], scopes: { location: [room?.id ?? 0] } });
    await listen(token, pushes.admin);
    await listen(pumpRoomUser.token, pushes.pumpRoom);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });

  it('links every demo meter to a demo equipment of a fitting type, taking its location and type', async () => {
    const rows = await meters();
    expect(rows).toHaveLength(10);
    const typeOf = new Map((await t.db.query('SELECT id, name FROM equipment_type')).map((r: { id: number; name: string }) => [Number(r.id), r.name]));
    const fitting: Record<string, string> = { FM: '流量计', WQ: '水质分析仪', AC: '空调', PM: '颗粒物监测仪', PW: '电能表' };
    for (const m of rows) {
      expect(m.equipment_id).not.toBeNull();
      const equipment = await post<{ position_id: number; type_id: number }>('/equipment/detail', { id: m.equipment_id });
      expect([m.location_id, m.equipment_type_id]).toEqual([equipment.position_id, equipment.type_id]);
      expect(typeOf.get(equipment.type_id)).toBe(fitting[m.meter_code.slice(0, 2)]);
    }
    // A data directory seeded before the demo meters had equipment (none linked) gets them linked on its next start.
    await t.db.query('UPDATE meter SET equipment_id = NULL, location_id = NULL, equipment_type_id = NULL WHERE enterprise_id = ?', [demoId]);
    await seedDemo(t.app);
    expect((await meters()).map((m) => [m.meter_code, m.equipment_id, m.location_id])).toEqual(rows.map((m) => [m.meter_code, m.equipment_id, m.location_id]));
  });

  it("feeds the demo enterprise's meters through ingest within seconds, and no other enterprise's", async () => {
    expect(t.app.get(DemoFeed).running).toBe(true);
    const snapshot = await waitFor(
      () => post<{ meters: Array<{ meter_code: string; status: string; values: Record<string, { value: number }> }> }>('/monitor/snapshot'),
      (s) => s.meters.length === 10 && s.meters.every((m) => m.status === 'online' && Object.keys(m.values).length > 0),
      10_000,
    );
    expect(snapshot.meters.find((m) => m.meter_code === 'FM-001')?.values).toEqual({ instant_flow: expect.anything(), cumulative: expect.anything(), pressure: expect.anything() });
    const stored = await t.db.query('SELECT COUNT(*) AS n FROM meter_reading r JOIN meter m ON m.id = r.meter_id WHERE m.meter_code = ? AND m.enterprise_id <> ?', ['WQ-001', other.enterpriseId]);
    expect(Number(stored[0].n)).toBeGreaterThan(0);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM meter_reading WHERE meter_id = ?', [otherMeterId]))[0].n)).toBe(0);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM dead_letter'))[0].n)).toBe(0);
    expect((await post<{ meters: Array<{ status: string }> }>('/monitor/snapshot', {}, other.admin.token)).meters).toEqual([expect.objectContaining({ status: 'never' })]);
  });

  it('shows the equipment of online meters running on the map over a stopped ledger status, live as meters are unlinked and linked', async () => {
    const [row] = await t.db.query("SELECT running_status_id FROM equipment WHERE asset_code = 'EQ0004'");
    expect(Number(row.running_status_id)).toBe(2);
    let shown = await markers();
    expect(shown.get('EQ0004')).toMatchObject({ running_status_id: 1, is_fault: false });
    expect(shown.get('EQ0001')).toMatchObject({ running_status_id: 1 });
    expect(shown.get('EQ0012')).toMatchObject({ running_status_id: 2, is_fault: false });
    const ac = (await meters()).find((m) => m.meter_code === 'AC-001') as MeterRow;
    const marker = { id: ac.equipment_id };
    await post('/meter/update', { id: ac.id, name: '配电室空调' });
    expect((await meters()).find((m) => m.id === ac.id)?.equipment_id).toBeNull();
    shown = await markers();
    expect(shown.get('EQ0004')).toMatchObject({ running_status_id: 2 });
    for (const seen of [pushes.admin, pushes.pumpRoom]) await waitFor(() => seen, (p) => p.some((m) => m.id === marker.id && m.running_status_id === 2), 5_000);
    // The next start leaves a link someone removed as it is; linking it again turns the marker back to running.
    await seedDemo(t.app);
    expect((await meters()).find((m) => m.id === ac.id)?.equipment_id).toBeNull();
    const before = [pushes.admin.length, pushes.pumpRoom.length];
    await post('/meter/update', { id: ac.id, name: '配电室空调', equipment_id: ac.equipment_id });
    for (const [i, seen] of [pushes.admin, pushes.pumpRoom].entries()) {
      await waitFor(() => seen.slice(before[i]), (p) => p.some((m) => m.id === marker.id && m.running_status_id === 1), 5_000);
    }
  });

  it("raises the demo pH rule from the inlet's excursion; the marker turns to a fault for those who may see it, and back", async () => {
    type Alarm = { rule_name: string; meter_code: string; status: string };
    const open = await waitFor(() => post<{ rows: Alarm[] }>('/alarm/pageList', { status: 'open', pageSize: 50 }), (page) => page.rows.length > 0, 40_000);
    expect(open.rows).toEqual([expect.objectContaining({ rule_name: 'pH 超标', meter_code: 'WQ-001' })]);
    const equipment = (await meters()).find((m) => m.meter_code === 'WQ-001')?.equipment_id;
    await waitFor(markers, (shown) => shown.get('EQ0003')?.is_fault === true, 5_000);
    await waitFor(() => pushes.admin, (p) => p.some((m) => m.id === equipment && m.is_fault && m.running_status_id === 3), 5_000);
    // Once the pH is back under the rule's deadband the alarm clears, and the marker runs again.
    const from = pushes.admin.length;
    await waitFor(() => pushes.admin.slice(from), (p) => p.some((m) => m.id === equipment && !m.is_fault && m.running_status_id === 1), 30_000);
    expect((await markers()).get('EQ0003')).toMatchObject({ running_status_id: 1, is_fault: false });
    expect(pushes.pumpRoom.filter((m) => m.id === equipment)).toEqual([]);
    const all = (await post<{ rows: Alarm[] }>('/alarm/pageList', { pageSize: 50 })).rows;
    expect(all.filter((a) => a.rule_name !== 'pH 超标' || a.meter_code !== 'WQ-001')).toEqual([]);
  });
});
