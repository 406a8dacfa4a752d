import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, member, ok, uniq, world, type Order, type World } from './support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
interface Overview {
  by_status: Array<{ status: string; count: number }>;
  past_due: number;
  my_pool: number;
  my_todo: number;
}
interface Lane { items: Array<{ id: number }> }
type Todo = { rows: Array<{ id: number; todo: string }>; total: number };

const sorted = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);
const countOf = (o: Overview, status: string): number => o.by_status.find((s) => s.status === status)?.count ?? 0;
const sum = (o: Overview): number => o.by_status.reduce((n, s) => n + s.count, 0);

/**
 * The overview, the to-do list, the schedule and the work-bench cards of a caller held by a data scope read the same
 * orders as their list: those in scope, those they are in charge of, those they handle — each once (the union read,
 * docs/decisions/work-orders.md).
 */
describe(`a scoped caller's overview, to-dos, schedule and cards (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  /** Sees area A, handles orders, is in the pool. */
  let scoped: Actor;
  const o: Record<'inScope' | 'inCharge' | 'handling' | 'inScopeHandling' | 'pooledA' | 'pooledB' | 'other', Order> = {} as never;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();

  const advance = async (order: Order, who: Actor, ...actions: string[]): Promise<Order> => {
    let current = order;
    for (const action of actions) {
      const res = await act(t, who, current, action);
      if (res.status !== 200) throw new Error(`${action} → ${res.status} ${JSON.stringify(res.body)}`);
      current = res.body.content as Order;
    }
    return current;
  };
  const add = (location: number, extra: object) =>
    addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: location, due_time: at(DAY), ...extra });

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    scoped = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
    await ok(t, '/workOrderPool/update', { id: w.pool, name: uniq('pool'), member_ids: [w.admin.userId, scoped.userId] }, w.admin);
    // Five in processing: in scope; in charge, past due; handling; in scope and handling; nobody's of theirs.
    o.inScope = await advance(await add(w.places.areaA, { handler_ids: [w.admin.userId] }), w.admin, 'accept', 'start');
    o.inCharge = await advance(await add(w.places.areaB, { person_in_charge_id: scoped.userId, handler_ids: [w.admin.userId], due_time: at(-HOUR) }), w.admin, 'accept', 'start');
    o.handling = await advance(await add(w.places.areaB, { handler_ids: [scoped.userId] }), scoped, 'accept', 'start');
    o.inScopeHandling = await advance(await add(w.places.areaA, { handler_ids: [scoped.userId] }), scoped, 'accept', 'start');
    o.other = await advance(await add(w.places.areaB, { handler_ids: [w.admin.userId], due_time: at(-HOUR) }), w.admin, 'accept', 'start');
    // Waiting in their pool: in area A (theirs to grab), in area B (outside their scope).
    o.pooledA = await add(w.places.areaA, { pool_id: w.pool });
    o.pooledB = await add(w.places.areaB, { pool_id: w.pool });
  }, 120_000);
  afterAll(() => t?.close());

  const seen = () => sorted([o.inScope.id, o.inCharge.id, o.handling.id, o.inScopeHandling.id, o.pooledA.id]);

  it('counts in the overview exactly the orders in scope, in charge and handled, each once', async () => {
    const mine = await ok<Overview>(t, '/workOrder/overview', {}, scoped);
    expect(sum(mine)).toBe(5);
    expect([countOf(mine, 'processing'), countOf(mine, 'toAssign')]).toEqual([4, 1]);
    expect(mine.past_due).toBe(1);
    expect(mine.my_pool).toBe(1);
    expect(mine.my_todo).toBe(3);
    // The list agrees.
    const listed = await ok<{ rows: Array<{ id: number }>; total: number }>(t, '/workOrder/pageList', { pageSize: 100 }, scoped);
    expect([sorted(listed.rows.map((r) => r.id)), listed.total]).toEqual([seen(), 5]);
    // The administrator sees all seven, both past due, both pooled orders.
    const all = await ok<Overview>(t, '/workOrder/overview', {}, w.admin);
    expect([sum(all), countOf(all, 'processing'), all.past_due, all.my_pool]).toEqual([7, 5, 2, 2]);
  });

  it('lists exactly their to-dos: the two they handle and the pool’s order in scope, with the total past the last page', async () => {
    const page = await ok<Todo>(t, '/workOrder/todo', { pageSize: 100 }, scoped);
    expect(page.rows.map((r) => [r.id, r.todo])).toEqual([
      [o.pooledA.id, 'grab'],
      [o.inScopeHandling.id, 'work'],
      [o.handling.id, 'work'],
    ]);
    expect(page.total).toBe(3);
    // A page past the end still counts them.
    const past = await ok<Todo>(t, '/workOrder/todo', { pageSize: 10, pageNumber: 2 }, scoped);
    expect([past.rows, past.total]).toEqual([[], 3]);
    expect((await ok<Todo>(t, '/workOrder/todo', { kind: 'work', keyword: o.handling.code }, scoped)).rows.map((r) => r.id)).toEqual([o.handling.id]);
  });

  it('shows exactly those orders on the schedule, by due time', async () => {
    const lanes = (await ok<{ lanes: Lane[] }>(t, '/workOrder/schedule', { start: at(-DAY), end: at(7 * DAY) }, scoped)).lanes;
    expect(sorted(lanes.flatMap((l) => l.items.map((i) => i.id)))).toEqual(seen());
    const theirs = (await ok<{ lanes: Lane[] }>(t, '/workOrder/schedule', { start: at(-DAY), end: at(7 * DAY), user_id: scoped.userId }, scoped)).lanes;
    expect(sorted(theirs.flatMap((l) => l.items.map((i) => i.id)))).toEqual(sorted([o.inCharge.id, o.handling.id, o.inScopeHandling.id]));
    // The past-due order they are in charge of comes first in its lane.
    const admins = (await ok<{ lanes: Lane[] }>(t, '/workOrder/schedule', { start: at(-DAY), end: at(7 * DAY), user_id: w.admin.userId }, scoped)).lanes;
    expect(admins.flatMap((l) => l.items.map((i) => i.id))[0]).toBe(o.inCharge.id);
  });

  it('counts the same orders on the work bench’s cards', async () => {
    expect(await ok<Record<string, number>>(t, '/home/counts', {}, scoped)).toMatchObject({ workOrders: 4, todo: 3 });
    expect(await ok<Record<string, number>>(t, '/home/counts', {}, w.admin)).toMatchObject({ workOrders: 5 });
  });
});
