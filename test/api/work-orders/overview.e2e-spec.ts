import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { LEVELS, P, act, addOrder, member, ok, uniq, world, type Order, type World } from './support';

interface Overview {
  by_status: Array<{ status: string; count: number }>;
  overdue: number;
  past_due: number;
  my_pool: number;
  my_todo: number;
}
type Todo = Order & { todo: string; title: string };

const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => r.id).sort((a, b) => a - b);
const countOf = (o: Overview, status: string): number => o.by_status.find((s) => s.status === status)?.count ?? -1;

/** The overview's counts and the to-do list (issue 13 item 10): both within the list's data scope. */
describe(`work-order overview and to-dos (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  /** Handles orders, sees area A only, belongs to the pool. */
  let fitter: Actor;
  /** Reviews, sees everything. */
  let reviewer: Actor;
  const o: Record<'grabA' | 'grabB' | 'acceptA' | 'workB' | 'reviewA' | 'otherPool', Order> = {} as never;

  const overview = (who: Actor) => ok<Overview>(t, '/workOrder/overview', {}, who);
  const todo = (who: Actor, body: object = {}) => ok<{ rows: Todo[]; total: number }>(t, '/workOrder/todo', { pageSize: 100, ...body }, who);
  const advance = async (order: Order, who: Actor, ...steps: Array<[string, Record<string, unknown>?]>): Promise<Order> => {
    let current = order;
    for (const [action, extra] of steps) {
      const res = await act(t, who, current, action, extra);
      if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
      current = res.body.content as Order;
    }
    return current;
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    fitter = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
    reviewer = await member(t, w, [P.list, P.review, P.dispatch]);
    await ok(t, '/workOrderPool/update', { id: w.pool, name: uniq('pool'), member_ids: [w.admin.userId, fitter.userId] }, w.admin);
    const otherPool = (await ok<{ id: number }>(t, '/workOrderPool/add', { name: uniq('pool'), member_ids: [w.admin.userId] }, w.admin)).id;
    const add = (location: number, extra: object) => addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: location, ...extra });
    o.grabA = await add(w.places.areaA, { pool_id: w.pool });
    o.grabB = await add(w.places.areaB, { pool_id: w.pool });
    o.otherPool = await add(w.places.areaA, { pool_id: otherPool });
    o.acceptA = await add(w.places.areaA, { handler_ids: [fitter.userId], due_time: new Date(Date.now() - 3_600_000).toISOString() });
    o.workB = await advance(await add(w.places.areaB, { handler_ids: [fitter.userId] }), fitter, ['accept']);
    o.reviewA = await advance(await add(w.places.areaA, { handler_ids: [w.admin.userId] }), w.admin, ['accept'], ['start'], ['finish']);
  });
  afterAll(() => t?.close());

  it('counts by status, past due, my pool and my to-dos over everything an unrestricted caller sees', async () => {
    const all = await overview(w.admin);
    expect(all.by_status.map((s) => s.status)).toHaveLength(20);
    expect([countOf(all, 'toAssign'), countOf(all, 'toAccept'), countOf(all, 'toRepair'), countOf(all, 'pendingConfirmation'), countOf(all, 'completed')]).toEqual([3, 1, 1, 1, 0]);
    expect(all.by_status.reduce((sum, s) => sum + s.count, 0)).toBe(6);
    expect(all.overdue).toBe(0);
    expect(all.past_due).toBe(1);
    expect(all.my_pool).toBe(3);
  });

  it('the list filtered to past due shows what the past-due tile counts', async () => {
    const listed = await ok<{ rows: Array<{ id: number; status: string; due_time: string | null }>; total: number }>(t, '/workOrder/pageList', { past_due: true }, w.admin);
    expect(listed.total).toBe((await overview(w.admin)).past_due);
    expect(listed.rows.every((r) => r.due_time !== null && Date.parse(r.due_time) < Date.now() && !['pendingConfirmation', 'completed'].includes(r.status))).toBe(true);
    expect((await ok<{ total: number }>(t, '/workOrder/pageList', { past_due: false }, w.admin)).total).toBe(6);
    expect((await t.post('/workOrder/pageList', { past_due: 'maybe' }, w.admin.token)).status).toBe(422);
  });

  it('a scoped handler counts only the orders of their scope and their own', async () => {
    const mine = await overview(fitter);
    // Area A's four orders, and the area-B order they handle; the pool's area-B order is outside their scope.
    expect(mine.by_status.reduce((sum, s) => sum + s.count, 0)).toBe(5);
    expect([countOf(mine, 'toAssign'), countOf(mine, 'toAccept'), countOf(mine, 'toRepair')]).toEqual([2, 1, 1]);
    expect(mine.my_pool).toBe(1);
    expect(mine.past_due).toBe(1);
    expect(mine.my_todo).toBe(3);
  });

  it('lists a handler’s to-dos: assigned and not accepted, theirs to start, their pools’ orders within scope', async () => {
    const page = await todo(fitter);
    expect(page.rows.map((r) => [r.id, r.todo]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [
        [o.grabA.id, 'grab'],
        [o.acceptA.id, 'accept'],
        [o.workB.id, 'work'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(page.total).toBe(3);
    expect(ids((await todo(fitter, { kind: 'grab' })).rows)).toEqual([o.grabA.id]);
    expect((await todo(fitter, { keyword: o.acceptA.code })).rows.map((r) => r.id)).toEqual([o.acceptA.id]);
  });

  it('lists what waits for review for a reviewer, and only that', async () => {
    const page = await todo(reviewer);
    expect(page.rows.map((r) => [r.id, r.todo])).toEqual([[o.reviewA.id, 'review']]);
    expect((await overview(reviewer)).my_todo).toBe(1);
  });

  it('follows the work: accepting moves the order from "accept" to "work"; grabbing takes it off the pool', async () => {
    const accepted = await advance(o.acceptA, fitter, ['accept']);
    const grabbed = await advance(o.grabA, fitter, ['grab']);
    const rows = (await todo(fitter)).rows;
    expect(rows.find((r) => r.id === accepted.id)?.todo).toBe('work');
    expect(rows.find((r) => r.id === grabbed.id)?.todo).toBe('work');
    expect((await overview(fitter)).my_pool).toBe(0);
    expect((await overview(w.admin)).my_pool).toBe(2);
  });

  it('the requester evaluates their own order without the review permission', async () => {
    const requester = await member(t, w, [P.list, P.add]);
    const order = await addOrder(t, requester, { type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: w.places.areaA, handler_ids: [w.admin.userId] });
    const evaluating = await advance(order, w.admin, ['accept'], ['start'], ['finish'], ['confirm'], ['approve']);
    expect(evaluating.status).toBe('toEvaluate');
    expect((await todo(requester)).rows.map((r) => [r.id, r.todo])).toEqual([[order.id, 'evaluate']]);
    expect((await todo(fitter)).rows.map((r) => r.id)).not.toContain(order.id);
  });

  it('refuses a bad kind and callers without the list permission; another enterprise sees none of it', async () => {
    const bad = await t.post('/workOrder/todo', { kind: 'everything' }, w.admin.token);
    expect([bad.status, bad.body.code]).toEqual([422, -1]);
    expect(bad.body.msg).toEqual(expect.any(String));
    const outsider = await member(t, w, [P.handle]);
    expect((await t.post('/workOrder/overview', {}, outsider.token)).status).toBe(403);
    expect((await t.post('/workOrder/todo', {}, outsider.token)).status).toBe(403);
    const other = await newEnterprise(t);
    await ok(t, '/workOrderType/add', { code: 'X', name: 'X', levels: LEVELS }, other.admin);
    const theirs = await overview(other.admin);
    expect(theirs.by_status.reduce((sum, s) => sum + s.count, 0)).toBe(0);
    expect((await todo(other.admin)).total).toBe(0);
  });
});
