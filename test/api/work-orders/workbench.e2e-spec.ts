import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, member, ok, world, type Order, type World } from './support';

/** The home work bench's work-order cards (issue 13 item 10): the caller's to-dos and the orders in progress they may see. */
describe(`work-order cards of the home work bench (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inA: Actor;
  const counts = async (who: Actor) => ok<Record<string, number>>(t, '/home/counts', {}, who);
  /** An order of the administrator's taken to `processing` (or `suspended`). */
  const inProgress = async (location: number, suspend = false): Promise<Order> => {
    const order = await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: location, handler_ids: [w.admin.userId] });
    const accepted = (await act(t, w.admin, order, 'accept').expect(200)).body.content as Order;
    const started = (await act(t, w.admin, accepted, 'start').expect(200)).body.content as Order;
    return suspend ? ((await act(t, w.admin, started, 'suspend', { note: '等备件' }).expect(200)).body.content as Order) : started;
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    inA = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
    await inProgress(w.places.areaA);
    await inProgress(w.places.areaA, true);
    await inProgress(w.places.areaB);
    // Waiting for inA to accept: a to-do, and not in progress.
    await addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: w.places.areaB, handler_ids: [inA.userId] });
  });
  afterAll(() => t?.close());

  it('counts the orders in progress within the caller’s scope and their to-dos, as the lists show them', async () => {
    const mine = await counts(inA);
    expect(mine).toMatchObject({ workOrders: 2, todo: 1 });
    const todo = await ok<{ total: number }>(t, '/workOrder/todo', {}, inA);
    expect(mine.todo).toBe(todo.total);
    const listed = await ok<{ total: number }>(t, '/workOrder/pageList', { status: ['processing', 'suspended'] }, inA);
    expect(mine.workOrders).toBe(listed.total);
    expect((await counts(w.admin)).workOrders).toBe(3);
  });

  it('gives a user who may not list work orders zero on both cards', async () => {
    const outsider = await member(t, w, []);
    expect(await counts(outsider)).toMatchObject({ workOrders: 0, todo: 0 });
  });
});
