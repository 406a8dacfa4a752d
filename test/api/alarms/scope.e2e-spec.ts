import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { newPlaces } from '../../support/builders/places';
import { feed, until } from '../../alarms/alarm-fixtures';

const READER = [Permission.alarm.list, Permission.alarmRule.list, Permission.meter.list, Permission.meter.history, Permission.monitor.view, Permission.delivery.list, Permission.alarm.acknowledge];

/** A user limited to one location sees the meters, readings, alarms and rules of that location only (its subtree). */
describe(`data scope of meters and alarms (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let enterpriseId: number;
  let places: { site: number; areaA: number; areaB: number };
  const meters: Record<'a' | 'b', { id: number; meter_code: string }> = {} as never;
  const rules: Record<'a' | 'b' | 'type', number> = {} as never;
  const alarms: Record<'a' | 'b', number> = {} as never;
  let inA: Actor;
  let inSite: Actor;

  const post = async (path: string, body: object, who: Actor) => t.post(path, body, who.token);
  const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => r.id).sort((x, y) => x - y);

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, enterpriseId } = await newEnterprise(t));
    places = await newPlaces(t, admin.token);
    for (const [key, location] of [['a', places.areaA], ['b', places.areaB]] as const) {
      const res = await post('/meter/add', { meter_code: `FM-${key}`, name: key, meter_type: 'flowmeter', location_id: location }, admin);
      meters[key] = res.body.content.meter;
      const rule = await post('/alarmRule/add', { name: `High ${key}`, meter_id: meters[key].id, quantity: 'instant_flow', condition: 'high', threshold: 10, severity: 2 }, admin);
      rules[key] = rule.body.content.id;
    }
    rules.type = (await post('/alarmRule/add', { name: 'Every flowmeter', meter_type: 'flowmeter', quantity: 'pressure', condition: 'high', threshold: 99, severity: 1 }, admin)).body.content.id;
    for (const key of ['a', 'b'] as const) {
      await feed(t, { enterpriseId, meterId: meters[key].id, meterCode: meters[key].meter_code }, [[Date.now(), { instant_flow: 50 }]]);
    }
    await until(async () => (await post('/alarm/pageList', {}, admin)).body.content.total === 2);
    for (const row of (await post('/alarm/pageList', {}, admin)).body.content.rows as Array<{ id: number; meter_id: number }>) {
      alarms[row.meter_id === meters.a.id ? 'a' : 'b'] = row.id;
    }
    inA = await newUser(t, enterpriseId, { permissions: READER, scopes: { location: [places.areaA] } });
    inSite = await newUser(t, enterpriseId, { permissions: READER, scopes: { location: [places.site] } });
  });
  afterAll(() => t?.close());

  it('lists, counts and shows only the alarms of meters in scope', async () => {
    expect(ids((await post('/alarm/pageList', {}, inA)).body.content.rows)).toEqual([alarms.a]);
    expect((await post('/alarm/openCount', {}, inA)).body.content).toEqual({ open: 1, unacknowledged: 1 });
    expect((await post('/alarm/detail', { id: alarms.a }, inA)).status).toBe(200);
    for (const path of ['/alarm/detail', '/alarm/history', '/alarm/acknowledge']) {
      expect([path, (await post(path, { id: alarms.b }, inA)).status]).toEqual([path, 404]);
    }
    // A granted location includes its subtree.
    expect(ids((await post('/alarm/pageList', {}, inSite)).body.content.rows)).toEqual([alarms.a, alarms.b].sort((x, y) => x - y));
    expect((await post('/alarm/openCount', {}, inSite)).body.content.open).toBe(2);
  });

  it('lists and shows only the rules of meters in scope; a rule on every meter of a type is for the unrestricted', async () => {
    expect(ids((await post('/alarmRule/pageList', {}, inA)).body.content.rows)).toEqual([rules.a]);
    expect((await post('/alarmRule/detail', { id: rules.b }, inA)).status).toBe(404);
    expect((await post('/alarmRule/detail', { id: rules.type }, inA)).status).toBe(404);
    expect(ids((await post('/alarmRule/pageList', {}, admin)).body.content.rows)).toEqual([rules.a, rules.b, rules.type].sort((x, y) => x - y));
    const editor = await newUser(t, enterpriseId, { permissions: [Permission.alarmRule.edit], scopes: { location: [places.areaA] } });
    const base = { quantity: 'instant_flow', condition: 'high', threshold: 10, severity: 2 };
    expect((await post('/alarmRule/add', { ...base, name: 'B too', meter_id: meters.b.id }, editor)).status).toBe(422);
    expect((await post('/alarmRule/add', { ...base, name: 'All', meter_type: 'flowmeter' }, editor)).status).toBe(422);
    expect((await post('/alarmRule/add', { ...base, name: 'A too', meter_id: meters.a.id }, editor)).status).toBe(200);
  });

  it('shows only meters in scope: lists, details, latest values, history and the monitor snapshot', async () => {
    expect(ids((await post('/meter/pageList', {}, inA)).body.content.rows)).toEqual([meters.a.id]);
    expect((await post('/meter/detail', { id: meters.b.id }, inA)).status).toBe(404);
    const now = Date.now();
    expect((await post('/meter/history', { meterId: meters.b.id, quantities: ['instant_flow'], start: now - 60_000, end: now }, inA)).status).toBe(404);
    expect((await post('/meter/history', { meterId: meters.a.id, quantities: ['instant_flow'], start: now - 60_000, end: now }, inA)).status).toBe(200);
    const snapshot = (await post('/monitor/snapshot', {}, inA)).body.content;
    expect(snapshot.meters.map((m: { id: number }) => m.id)).toEqual([meters.a.id]);
    expect(snapshot.counts.total).toBe(1);
    expect(snapshot.alarms.rows.map((a: { id: number }) => a.id)).toEqual([alarms.a]);
    expect(snapshot.alarms.open).toBe(1);
  });

  it('a scoped user cannot place a meter where they could not see it', async () => {
    const adder = await newUser(t, enterpriseId, { permissions: [Permission.meter.add, Permission.meter.list], scopes: { location: [places.areaA] } });
    expect((await post('/meter/add', { meter_code: 'FM-nowhere', name: 'x', meter_type: 'flowmeter' }, adder)).status).toBe(422);
    expect((await post('/meter/add', { meter_code: 'FM-inB', name: 'x', meter_type: 'flowmeter', location_id: places.areaB }, adder)).status).toBe(404);
    expect((await post('/meter/add', { meter_code: 'FM-inA', name: 'x', meter_type: 'flowmeter', location_id: places.areaA }, adder)).status).toBe(200);
  });

  it('alarms follow their meter when it moves', async () => {
    const moved = await post('/meter/update', { id: meters.b.id, name: 'b', location_id: places.areaA }, admin);
    expect(moved.status).toBe(200);
    await until(async () => (await post('/alarm/pageList', {}, inA)).body.content.total === 2);
    expect((await post('/alarmRule/detail', { id: rules.b }, inA)).status).toBe(200);
    await post('/meter/update', { id: meters.b.id, name: 'b', location_id: places.areaB }, admin);
    await until(async () => (await post('/alarm/pageList', {}, inA)).body.content.total === 1);
  });
});
