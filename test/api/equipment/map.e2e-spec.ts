import { DataScope, Permission, messages, type MessageKey } from '@gengyun/contracts';
import { MAX_MARKERS, type EquipmentMarker as Marker } from '../../../libs/equipment/src/ledger/equipment-query.service';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, ok, uploadPlan, type Ids } from './support';

interface Markers {
  rows: Marker[];
  total: number;
  truncated: boolean;
}
interface Placed {
  id: number;
  status: number;
  running_status_id: number;
  position_id: number | null;
  type_id: number | null;
  lat: number;
  lng: number;
}

const zh = (key: MessageKey): string => messages[key].zh_CN;
const STATUS: Record<number, MessageKey> = { 1: 'equipment.status.inUse', 2: 'equipment.status.idle', 3: 'equipment.status.scrapped', 4: 'equipment.status.inStorage', 5: 'equipment.status.notInStorage', 6: 'equipment.status.obsolete' };
const RUNNING: Record<number, MessageKey> = { 1: 'equipment.running.running', 2: 'equipment.running.stopped', 3: 'equipment.running.fault', 4: 'equipment.running.maintenance' };
const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

describe('equipment map markers', () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let ids: Ids;
  let batch = 0;
  const markers = (body: object, token = admin.token) => ok<Markers>(t, '/equipment/mapMarkers', body, token);

  /** Street-placed rows of an enterprise as the database holds them (the expectation, independent of the service). */
  const placed = async (enterprise: number, where = '1 = 1', params: unknown[] = []): Promise<Placed[]> =>
    (
      await t.db.query(
        `SELECT id, status, running_status_id, position_id, type_id, lat, lng FROM equipment WHERE enterprise_id = ? AND lat IS NOT NULL AND lng IS NOT NULL AND ${where}`,
        [enterprise, ...params],
      )
    ).map((r: Record<string, unknown>) => ({ ...r, id: Number(r.id), status: Number(r.status), running_status_id: Number(r.running_status_id), position_id: r.position_id === null ? null : Number(r.position_id), type_id: r.type_id === null ? null : Number(r.type_id), lat: Number(r.lat), lng: Number(r.lng) }) as Placed);

  /** n equipment in multi-row INSERTs (both SQLite and MariaDB), spread over the catalogue's rooms and types. */
  async function insertPlaced(enterprise: number, n: number, spread: { positions: number[]; types: number[] }): Promise<void> {
    const prefix = `M${(++batch).toString(36)}${Date.now().toString(36)}`.toUpperCase();
    const now = '2025-01-01 00:00:00';
    for (let from = 0; from < n; from += 1000) {
      const values: unknown[] = [];
      const tuples: string[] = [];
      for (let i = from; i < Math.min(n, from + 1000); i++) {
        tuples.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        values.push(enterprise, now, now, `${prefix}${i}`, `泵${i}`, spread.types[i % spread.types.length], spread.positions[i % spread.positions.length], 1 + (i % 6), 1 + (i % 4), (i % 500) + 1, Math.floor(i / 500) + 1, 113 + (i % 100) / 1000, 23 + Math.floor(i / 100) / 1000);
      }
      await t.db.query(`INSERT INTO equipment (enterprise_id, create_time, update_time, asset_code, asset_name, type_id, position_id, status, running_status_id, x, y, lng, lat) VALUES ${tuples.join(', ')}`, values);
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    ({ enterpriseId, admin } = await newEnterprise(t));
    ids = await catalogue(t, admin.token);
  });
  afterAll(() => t.close());

  it('answers plan markers (x/y of the location subtree) and street markers (lat/lng) in the SPEC shape', async () => {
    const both = await addEquipment(t, admin.token, { asset_name: '平面泵', type_id: ids.meter, position_id: ids.room, x: 30, y: 40, lng: 113.31, lat: 23.12, status: 1, running_status_id: 3 });
    const planOnly = await addEquipment(t, admin.token, { asset_name: '配电柜', type_id: ids.meter, position_id: ids.otherRoom, x: 50, y: 60 });
    const streetOnly = await addEquipment(t, admin.token, { asset_name: '街道泵', type_id: ids.meter, position_id: ids.room, lng: 113.32, lat: 23.13, status: 6 });
    const unplaced = await addEquipment(t, admin.token, { asset_name: '未定位', type_id: ids.meter, position_id: ids.room });

    const building = await markers({ position_id: ids.building, highlight_id: both.id });
    expect([building.total, building.truncated, building.rows.length]).toEqual([1, false, 1]);
    expect(building.rows[0]).toEqual({
      id: both.id,
      center: [40, 30],
      type: 'eqpt',
      label: '平面泵',
      value: both.id,
      asset_status: 1,
      is_fault: true,
      high_light: true,
      running_status_id: 3,
      asset_name: '平面泵',
      asset_code: both.asset_code,
      running_status_name: '故障',
      status_name: '在用',
      result_type_name: '异常',
      position_id: ids.room,
      x: 30,
      y: 40,
    });
    const plant = await markers({ mode: 'plan', position_id: ids.plant });
    expect(sorted(plant.rows.map((m) => m.id))).toEqual(sorted([both.id, planOnly.id]));
    expect(plant.rows.find((m) => m.id === planOnly.id)).toMatchObject({ center: [60, 50], high_light: false, asset_status: 2, is_fault: false, running_status_name: '停机', status_name: '未入库', result_type_name: '正常' });

    const street = await markers({ mode: 'map' });
    expect(street).toMatchObject({ total: 2, truncated: false });
    expect(sorted(street.rows.map((m) => m.id))).toEqual(sorted([both.id, streetOnly.id]));
    expect(street.rows.find((m) => m.id === both.id)?.center).toEqual([23.12, 113.31]);
    expect(street.rows.find((m) => m.id === streetOnly.id)).toMatchObject({ center: [23.13, 113.32], asset_status: -1, status_name: '淘汰', x: null, y: null });
    expect(street.rows.some((m) => m.id === unplaced.id)).toBe(false);
    const streetOfRoom = await markers({ mode: 'map', position_id: ids.room, status: 6 });
    expect(streetOfRoom.rows.map((m) => m.id)).toEqual([streetOnly.id]);
  });

  it('answers every one of 10,000 placed equipment (no 2,000 cap), each with its own status labels', async () => {
    await insertPlaced(enterpriseId, 10_000, { positions: [ids.room, ids.otherRoom, ids.building], types: [ids.centrifugal, ids.meter, ids.pump] });
    const expected = await placed(enterpriseId);
    expect(expected.length).toBeGreaterThanOrEqual(10_000);
    const answer = await markers({ mode: 'map' });
    expect([answer.rows.length, answer.total, answer.truncated]).toEqual([expected.length, expected.length, false]);
    expect(sorted(answer.rows.map((m) => m.id))).toEqual(sorted(expected.map((r) => r.id)));
    const byId = new Map(answer.rows.map((m) => [m.id, m]));
    const wrong = expected.filter((r) => {
      const m = byId.get(r.id) as Marker;
      const fault = r.running_status_id === 3;
      const assetStatus = r.status === 1 ? 1 : r.status === 3 || r.status === 6 ? -1 : 2;
      return (
        m.center[0] !== r.lat ||
        m.center[1] !== r.lng ||
        m.value !== r.id ||
        m.position_id !== r.position_id ||
        m.asset_status !== assetStatus ||
        m.is_fault !== fault ||
        m.running_status_id !== r.running_status_id ||
        m.status_name !== zh(STATUS[r.status] as MessageKey) ||
        m.running_status_name !== zh(RUNNING[r.running_status_id] as MessageKey) ||
        m.result_type_name !== zh(fault ? 'equipment.result.fault' : 'equipment.result.normal')
      );
    });
    expect(wrong).toEqual([]);
    const plan = await markers({ position_id: ids.plant });
    expect(plan.rows.length).toBeGreaterThan(10_000);
    expect(plan.rows.every((m) => m.center[0] === m.y && m.center[1] === m.x)).toBe(true);
  }, 120_000);

  it('shows a location-scoped user only the markers of that location subtree', async () => {
    const user = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list], scopes: { [DataScope.location]: [ids.building] } });
    const expected = await placed(enterpriseId, 'position_id IN (?, ?)', [ids.building, ids.room]);
    expect(expected.length).toBeGreaterThan(0);
    const street = await markers({ mode: 'map' }, user.token);
    expect(street.total).toBe(expected.length);
    expect(sorted(street.rows.map((m) => m.id))).toEqual(sorted(expected.map((r) => r.id)));
    const plan = await markers({ mode: 'plan', position_id: ids.plant }, user.token);
    expect(plan.rows.length).toBeGreaterThan(0);
    expect(plan.rows.every((m) => m.position_id === ids.building || m.position_id === ids.room)).toBe(true);
    const outside = await markers({ mode: 'plan', position_id: ids.otherRoom }, user.token);
    expect(outside).toEqual({ rows: [], total: 0, truncated: false });
  }, 60_000);

  it('shows an equipment-type-scoped user only the markers of that type subtree', async () => {
    const user = await newUser(t, enterpriseId, { permissions: [Permission.equipment.list], scopes: { [DataScope.equipmentType]: [ids.pump] } });
    const expected = await placed(enterpriseId, 'type_id IN (?, ?)', [ids.pump, ids.centrifugal]);
    expect(expected.length).toBeGreaterThan(0);
    const street = await markers({ mode: 'map' }, user.token);
    expect(street.total).toBe(expected.length);
    expect(sorted(street.rows.map((m) => m.id))).toEqual(sorted(expected.map((r) => r.id)));
    const meters = await markers({ mode: 'map', type_id: ids.meter }, user.token);
    expect(meters.rows).toEqual([]);
    const noList = await newUser(t, enterpriseId, { permissions: [Permission.equipment.add] });
    expect((await t.post('/equipment/mapMarkers', { mode: 'map' }, noList.token)).status).toBe(403);
  }, 60_000);

  it("never shows another enterprise's markers", async () => {
    const other = await newEnterprise(t);
    const plan = await ok<{ id: number }>(t, '/assetPosition/add', { name: '外厂', plan_file_id: await uploadPlan(t, other.admin.token) }, other.admin.token);
    const type = await ok<{ id: number }>(t, '/equipmentType/add', { name: '外泵' }, other.admin.token);
    await insertPlaced(other.enterpriseId, 300, { positions: [plan.id], types: [type.id] });
    const theirs = sorted((await placed(other.enterpriseId)).map((r) => r.id));
    const ours = sorted((await placed(enterpriseId)).map((r) => r.id));
    expect(sorted((await markers({ mode: 'map' }, other.admin.token)).rows.map((m) => m.id))).toEqual(theirs);
    expect(sorted((await markers({ mode: 'map' })).rows.map((m) => m.id))).toEqual(ours);
    expect(await markers({ mode: 'plan', position_id: ids.plant }, other.admin.token)).toEqual({ rows: [], total: 0, truncated: false });
    expect((await markers({ mode: 'plan', position_id: plan.id })).rows).toEqual([]);
  }, 60_000);

  it(`answers at most ${MAX_MARKERS} markers and says so (truncated, with the full total)`, async () => {
    const before = (await placed(enterpriseId)).length;
    await insertPlaced(enterpriseId, MAX_MARKERS + 1 - before + 5, { positions: [ids.room, ids.otherRoom], types: [ids.meter] });
    const all = await placed(enterpriseId);
    expect(all.length).toBeGreaterThan(MAX_MARKERS);
    const answer = await markers({ mode: 'map' });
    expect([answer.rows.length, answer.total, answer.truncated]).toEqual([MAX_MARKERS, all.length, true]);
    const newest = sorted(all.map((r) => r.id)).slice(-MAX_MARKERS);
    expect(sorted(answer.rows.map((m) => m.id))).toEqual(newest);
  }, 120_000);
});
