import { DataScope } from '@gengyun/contracts';
import { WorkOrderSweep } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, member, ok, world, type Order, type World } from './support';

/** Messages about work orders (issue 13 item 12): who is told on each action, and each user's choice of kinds. */
describe(`work-order messages and preferences (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let pic: Actor;
  let handler: Actor;
  let other: Actor;
  let dispatcherA: Actor;
  let dispatcherB: Actor;
  let requester: Actor;

  const inbox = async (who: Actor, code: string) =>
    (await ok<{ rows: Array<{ title: string; content: string | null }> }>(t, '/message/my/pageList', { pageSize: 100 }, who)).rows.filter((m) => m.title.includes(code)).map((m) => m.title);
  const add = (extra: Record<string, unknown> = {}, who: Actor = w.admin) =>
    addOrder(t, who, { type_id: w.repair, person_in_charge_id: pic.userId, location_id: w.places.areaA, ...extra });
  const step = async (who: Actor, order: Order, action: string, extra: Record<string, unknown> = {}): Promise<Order> => {
    const res = await act(t, who, order, action, extra);
    if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.content as Order;
  };
  const prefer = (who: Actor, body: object) => t.post('/workOrderNotice/savePreferences', body, who.token);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    pic = await member(t, w, [P.list, P.handle]);
    handler = await member(t, w, [P.list, P.handle], { lang: 'en_US' });
    other = await member(t, w, [P.list, P.handle]);
    dispatcherA = await member(t, w, [P.list, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaA] } });
    dispatcherB = await member(t, w, [P.list, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaB] } });
    requester = await member(t, w, [P.list, P.add], { scopes: { [DataScope.location]: [w.places.areaA] } });
  });
  afterAll(() => t?.close());

  it('an assignment tells the new handlers, in their language, and not the dispatcher who made it; a transfer tells its target', async () => {
    const order = await add();
    const assigned = await step(dispatcherA, order, 'assign', { handler_ids: [handler.userId, dispatcherA.userId] });
    expect(await inbox(handler, order.code)).toEqual([`New work order ${order.code}`]);
    expect(await inbox(dispatcherA, order.code)).toEqual([]);
    expect(await inbox(pic, order.code)).toEqual([]);
    await step(handler, assigned, 'transfer', { transfer_to: other.userId, note: '换人' });
    expect(await inbox(other, order.code)).toEqual([`新工单${order.code}`]);
    expect(await inbox(handler, order.code)).toHaveLength(1);
  });

  it('a grab tells the person in charge', async () => {
    const order = await add();
    await step(w.admin, order, 'grab');
    expect(await inbox(pic, order.code)).toEqual([`工单${order.code}已被抢单`]);
  });

  it('a return tells the person in charge and the dispatchers who may see the order, not one scoped elsewhere', async () => {
    const order = await add({ handler_ids: [handler.userId] });
    await step(handler, order, 'giveBack', { note: '缺工具' });
    const [message] = (await ok<{ rows: Array<{ title: string; content: string }> }>(t, '/message/my/pageList', { pageSize: 100 }, pic)).rows.filter((m) => m.title.includes(order.code));
    expect(message).toEqual(expect.objectContaining({ title: `工单${order.code}被退回`, content: expect.stringContaining('缺工具'), link: `work/order/view?id=${order.id}` }));
    expect(await inbox(dispatcherA, order.code)).toHaveLength(1);
    expect(await inbox(w.admin, order.code)).toHaveLength(1);
    expect(await inbox(dispatcherB, order.code)).toEqual([]);
    expect(await inbox(handler, order.code)).toEqual([]);
  });

  it('work that passed review asks its requester to evaluate it', async () => {
    let order = await add({ handler_ids: [handler.userId] }, requester);
    for (const [who, action] of [[handler, 'accept'], [handler, 'start'], [handler, 'finish'], [w.admin, 'confirm']] as const) order = await step(who, order, action);
    expect(await inbox(requester, order.code)).toEqual([]);
    order = await step(w.admin, order, 'approve');
    expect(order.status).toBe('toEvaluate');
    expect(await inbox(requester, order.code)).toEqual([`请评价工单${order.code}`]);
  });

  it('each user chooses the kinds they receive; the choice is theirs alone and holds for the sweep too', async () => {
    const all = await ok<{ kinds: Array<{ kind: string; enabled: boolean }> }>(t, '/workOrderNotice/preferences', {}, pic);
    expect(all.kinds).toEqual(['overdue', 'late', 'nodeLate', 'assigned', 'grabbed', 'returned', 'evaluate'].map((kind) => ({ kind, enabled: true, mail: true, sms: false })));
    const saved = await prefer(pic, { disabled: ['overdue', 'grabbed'] });
    expect(saved.status).toBe(200);
    expect(saved.body.content.kinds.filter((k: { enabled: boolean }) => !k.enabled).map((k: { kind: string }) => k.kind)).toEqual(['overdue', 'grabbed']);
    expect((await ok<{ kinds: Array<{ enabled: boolean }> }>(t, '/workOrderNotice/preferences', {}, dispatcherA)).kinds.every((k) => k.enabled)).toBe(true);

    const grabbed = await add();
    await step(w.admin, grabbed, 'grab');
    expect(await inbox(pic, grabbed.code)).toEqual([]);
    const late = await add();
    await t.db.createQueryBuilder().update('work_order').set({ response_deadline: new Date(Date.now() - 60_000) }).where('id = :id', { id: late.id }).execute();
    await t.app.get(WorkOrderSweep).run();
    expect(await inbox(pic, late.code)).toEqual([]);
    expect(await inbox(dispatcherA, late.code)).toHaveLength(1);

    // Saved again (as a form: comma-separated), the choice is replaced.
    expect((await prefer(pic, { disabled: 'late' })).status).toBe(200);
    const now = await ok<{ kinds: Array<{ kind: string; enabled: boolean }> }>(t, '/workOrderNotice/preferences', {}, pic);
    expect(now.kinds.filter((k) => !k.enabled).map((k) => k.kind)).toEqual(['late']);
  });

  it('refuses unknown kinds and malformed bodies, in both languages, and keeps the choice', async () => {
    // `other` reads Chinese, `handler` English.
    for (const who of [other, handler]) expect((await prefer(who, { disabled: ['assigned'] })).status).toBe(200);
    for (const body of [{ disabled: ['assigned', 'bogus'] }, { disabled: 5 }, { disabled: [{ kind: 'assigned' }] }]) {
      const zh = await prefer(other, body);
      expect([zh.status, zh.body.code]).toEqual([422, -1]);
      expect(zh.body.msg).toMatch(/^disabled[\u4e00-\u9fff]+$/);
      const en = await prefer(handler, body);
      expect([en.status, en.body.code]).toEqual([422, -1]);
      expect(en.body.msg).toMatch(/^disabled [\x20-\x7e]+$/);
    }
    for (const who of [other, handler]) {
      const kept = await ok<{ kinds: Array<{ kind: string; enabled: boolean }> }>(t, '/workOrderNotice/preferences', {}, who);
      expect(kept.kinds.filter((k) => !k.enabled).map((k) => k.kind)).toEqual(['assigned']);
    }
    expect((await t.post('/workOrderNotice/preferences', {})).status).toBe(401);
  });
});
