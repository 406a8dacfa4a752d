import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, detail, member, requestId, world, type Order, type World } from './support';

/**
 * Concurrent writers (issue 13 item 4): on MariaDB the requests really overlap on the pool's connections; on SQLite
 * the same suite checks the answers with transactions queued.
 */
describe(`work orders under concurrent writes (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let dispatchers: Actor[];

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    dispatchers = [];
    for (let i = 0; i < 6; i++) dispatchers.push(await member(t, w, [P.list, P.add, P.dispatch, P.handle]));
  });
  afterAll(() => t?.close());

  it('people acting on the same order at once: exactly one wins, the others are told to retry and change nothing', async () => {
    const order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId });
    const answers = await Promise.all(dispatchers.map((d) => act(t, d, order, 'assign', { handler_ids: [d.userId] })));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => [a.status, a.body.msg])).toEqual(lost.map(() => [409, '操作失败，请获取最新数据后重试']));
    const winner = won[0]!.body.content as Order;
    const d = await detail(t, w.admin, order.id);
    expect([d.status, d.version, d.handler_ids]).toEqual(['toAccept', 2, winner.handler_ids]);
    expect(d.timeline.filter((e) => e.action === 'assign')).toHaveLength(1);
  });

  it('two dispatchers cancel and assign at once: one outcome, one timeline row', async () => {
    const order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId });
    const [a, b] = await Promise.all([act(t, dispatchers[0]!, order, 'cancel', { note: '重复' }), act(t, dispatchers[1]!, order, 'assign', { handler_ids: [dispatchers[1]!.userId] })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const d = await detail(t, w.admin, order.id);
    expect(d.timeline).toHaveLength(2);
    expect(d.status).toBe(a.status === 200 ? 'cancelled' : 'toAccept');
  });

  it('concurrent adds get distinct consecutive numbers', async () => {
    const orders = await Promise.all(
      Array.from({ length: 24 }, (_, i) => addOrder(t, dispatchers[i % dispatchers.length]!, { type_id: w.inspect, person_in_charge_id: w.admin.userId })),
    );
    const codes = orders.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    const numbers = codes.map((c) => Number(c.slice(-4))).sort((x, y) => x - y);
    expect(numbers[numbers.length - 1]! - numbers[0]!).toBe(numbers.length - 1);
  });

  it('the same submission sent several times at once creates one order', async () => {
    const id = requestId();
    const before = (await t.post('/workOrder/pageList', {}, w.admin.token)).body.content.total as number;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.post('/workOrder/add', { title: '双击', priority: 1, type_id: w.repair, person_in_charge_id: w.admin.userId, request_id: id }, dispatchers[0]!.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.msg)).toEqual(Array(4).fill('系统处理中，不能重复操作'));
    expect((await t.post('/workOrder/pageList', {}, w.admin.token)).body.content.total).toBe(before + 1);
  });
});
