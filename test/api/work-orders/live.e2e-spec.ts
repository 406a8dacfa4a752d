import { DataScope } from '@gengyun/contracts';
import { EventBus } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { PushListeners } from '../../support/push-listener';
import type { Actor } from '../../support/builders/identity';
import { P, addOrder, member, ok, world, type Order, type World } from './support';

/**
 * Work orders pushed live: to those whose scope covers the order and to its own people (person in charge, handlers)
 * whatever their scope — one audience, so a named user in scope gets each push once.
 */
describe(`work orders pushed live (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inA: Actor;
  let outB: Actor;
  let bystanderB: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    // Sockets need the app on a port.
    await t.app.listen(0, '127.0.0.1');
    w = await world(t);
    inA = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaA] } });
    outB = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaB] } });
    bystanderB = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaB] } });
  });
  afterAll(() => t?.close());

  const addIn = (location: number, person: Actor) => addOrder(t, w.admin, { type_id: w.repair, location_id: location, person_in_charge_id: person.userId });

  it('sends each change once to a person in charge in scope, and to a handler outside it; nobody else out of scope', async () => {
    const pushes = new PushListeners(t, 'workOrder.changed');
    try {
      for (const [name, who] of Object.entries({ inA, outB, bystanderB })) await pushes.listen(name, who.token);
      const own = await addIn(w.places.areaA, inA);
      const assigned = await ok<Order>(t, '/workOrder/act', { id: own.id, version: own.version, action: 'assign', handler_ids: [inA.userId, outB.userId] }, w.admin);
      // Later orders each listener sees: a socket keeps the order of its events, so once these have arrived a second
      // copy of the earlier ones would have too.
      const markerA = await addIn(w.places.areaA, w.admin);
      const markerB = await addIn(w.places.areaB, w.admin);
      const heard = (name: string) => pushes.of(name).filter((o) => [own.id, markerA.id, markerB.id].includes(o.id)).map((o) => [o.id, o.version]);
      await pushes.until(() => pushes.of('inA').some((o) => o.id === markerA.id) && ['outB', 'bystanderB'].every((n) => pushes.of(n).some((o) => o.id === markerB.id)));
      expect(heard('inA')).toEqual([
        [own.id, 1],
        [own.id, assigned.version],
        [markerA.id, 1],
      ]);
      // Named only by the assignment: from then on, whatever its scope.
      expect(heard('outB')).toEqual([
        [own.id, assigned.version],
        [markerB.id, 1],
      ]);
      expect(heard('bystanderB')).toEqual([[markerB.id, 1]]);
    } finally {
      pushes.close();
    }
  });

  it('sends a line noted on an order once to its person in charge in scope', async () => {
    const own = await addIn(w.places.areaA, inA);
    const marker = await addIn(w.places.areaA, w.admin);
    const pushes = new PushListeners(t, 'workOrder.noted');
    try {
      await pushes.listen('inA', inA.token);
      await pushes.listen('bystanderB', bystanderB.token);
      const bus = t.app.get(EventBus);
      const scope = { [DataScope.location]: w.places.areaA, [DataScope.workOrderType]: w.repair };
      bus.emit('workOrder.noted', { enterpriseId: w.enterpriseId, note: { id: own.id, code: own.code, action: 'alarmCleared', note: 'a' }, scope, ownerIds: [inA.userId] });
      bus.emit('workOrder.noted', { enterpriseId: w.enterpriseId, note: { id: marker.id, code: marker.code, action: 'alarmCleared', note: 'b' }, scope, ownerIds: [w.admin.userId] });
      await bus.settled();
      await pushes.until(() => pushes.of('inA').some((n) => n.id === marker.id));
      expect(pushes.of('inA').map((n) => [n.id, n.note])).toEqual([
        [own.id, 'a'],
        [marker.id, 'b'],
      ]);
      expect(pushes.of('bystanderB')).toEqual([]);
    } finally {
      pushes.close();
    }
  });
});
