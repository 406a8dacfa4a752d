import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { ALL, LEVELS, P, act, addOrder, detail, member, ok, uniq, world, type Order, type World } from './support';
import { fixture } from './workflow-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
interface Item { id: number; status: string; overdue: boolean; due_time: string; version: number }
interface Lane { user_id: number; user_name: string; items: Item[] }

/** The schedule calendar (issue 13 item 10) and the batch distribution of unassigned orders (item 6). */
describe(`work-order schedule and batch distribution (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let english: Actor;
  let worker: Actor;
  let inA: Actor;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const range = { start: at(-DAY), end: at(7 * DAY) };
  const schedule = (who: Actor, extra: object = {}) => ok<{ lanes: Lane[] }>(t, '/workOrder/schedule', { ...range, ...extra }, who);
  const idsOf = (lanes: Lane[]) => [...new Set(lanes.flatMap((l) => l.items.map((i) => i.id)))].sort((a, b) => a - b);
  const both = async (path: string, body: object, status: number, zh: string, en: string) => {
    const a = await t.post(path, body, w.admin.token);
    expect([a.status, a.body.msg]).toEqual([status, zh]);
    const b = await t.post(path, body, english.token);
    expect([b.status, b.body.msg]).toEqual([status, en]);
  };
  const add = (location: number, due: number, extra: object = {}) =>
    addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId, location_id: location, due_time: at(due), ...extra });

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    english = await member(t, w, ALL, { lang: 'en_US' });
    worker = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.workOrderType]: [w.inspect] } });
    inA = await member(t, w, [P.list, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaA] } });
  }, 120_000);
  afterAll(() => t?.close());

  describe('the schedule', () => {
    const o: Record<'a' | 'b' | 'handled' | 'later', Order> = {} as never;
    beforeAll(async () => {
      o.a = await add(w.places.areaA, 2 * DAY);
      o.b = await add(w.places.areaB, 3 * DAY);
      o.handled = await add(w.places.areaB, 4 * DAY, { handler_ids: [worker.userId, inA.userId] });
      o.later = await add(w.places.areaA, 40 * DAY);
    });

    it('lists the orders due in the range by person, within the caller’s scope', async () => {
      const lanes = (await schedule(w.admin)).lanes;
      expect(idsOf(lanes)).toEqual([o.a.id, o.b.id, o.handled.id].sort((x, y) => x - y));
      const byUser = new Map(lanes.map((l) => [l.user_id, l.items.map((i) => i.id)]));
      expect(byUser.get(w.admin.userId)?.sort()).toEqual([o.a.id, o.b.id].sort());
      expect(byUser.get(worker.userId)).toEqual([o.handled.id]);
      expect(byUser.get(inA.userId)).toEqual([o.handled.id]);
      expect(idsOf((await schedule(inA)).lanes)).toEqual([o.a.id, o.handled.id].sort((x, y) => x - y));
      expect(idsOf((await schedule(worker)).lanes)).toEqual([o.handled.id]);
      expect(idsOf((await schedule(w.admin, { user_id: worker.userId })).lanes)).toEqual([o.handled.id]);
      expect(idsOf((await schedule(w.admin, { start: at(30 * DAY), end: at(50 * DAY) })).lanes)).toEqual([o.later.id]);
      const other = await newEnterprise(t);
      expect(idsOf((await schedule(other.admin)).lanes)).toEqual([]);
    });

    it('refuses a reversed or too long range, in both languages', async () => {
      await both('/workOrder/schedule', { start: range.end, end: range.start }, 422, '时间范围无效（结束须晚于开始，且不超过 93 天）', 'The date range is invalid (the end must follow the start, at most 93 days)');
      await both('/workOrder/schedule', { start: at(0), end: at(100 * DAY) }, 422, '时间范围无效（结束须晚于开始，且不超过 93 天）', 'The date range is invalid (the end must follow the start, at most 93 days)');
      expect((await t.post('/workOrder/schedule', { start: 'monday', end: range.end }, w.admin.token)).status).toBe(422);
    });
  });

  describe('rescheduling', () => {
    it('moves an open order’s due time at its version, with a timeline line', async () => {
      const o = await add(w.places.areaA, DAY);
      // Whole seconds: MariaDB keeps no milliseconds.
      const due = new Date(Math.floor((Date.now() + 5 * DAY) / 1000) * 1000).toISOString();
      const moved = await ok<Order & { due_time: string }>(t, '/workOrder/reschedule', { id: o.id, version: o.version, due_time: due }, w.admin);
      expect([moved.version, moved.due_time]).toEqual([o.version + 1, due]);
      const line = (await detail(t, w.admin, o.id)).timeline.at(-1);
      expect([line?.action, line?.changes]).toEqual(['update', ['due_time']]);
      const stale = await t.post('/workOrder/reschedule', { id: o.id, version: o.version, due_time: at(6 * DAY) }, w.admin.token);
      expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
      expect((await detail(t, w.admin, o.id)).version).toBe(o.version + 1);
    });

    it('refuses the past, a time before the order was created, and ended orders, in both languages', async () => {
      const o = await add(w.places.areaA, DAY);
      const created = new Date((await ok<{ create_time: string }>(t, '/workOrder/detail', { id: o.id }, w.admin)).create_time).getTime();
      await both('/workOrder/reschedule', { id: o.id, version: o.version, due_time: new Date(created - HOUR).toISOString() }, 422, '新的截止时间不能早于工单创建时间', 'The new due time cannot be before the order was created');
      await both('/workOrder/reschedule', { id: o.id, version: o.version, due_time: new Date(Math.max(created, Date.now() - 1000)).toISOString() }, 422, '新的截止时间不能早于当前时间', 'The new due time cannot be in the past');
      const cancelled = await act(t, w.admin, o, 'cancel', { note: 'x' });
      const version = (cancelled.body.content as Order).version;
      await both('/workOrder/reschedule', { id: o.id, version, due_time: at(DAY) }, 422, '已结束的工单不能修改', 'A work order that has ended cannot be edited');
      expect((await detail(t, w.admin, o.id)).version).toBe(version);
    });

    it('needs the dispatch permission and the order in the caller’s scope', async () => {
      const inB = await add(w.places.areaB, DAY, { handler_ids: [worker.userId] });
      expect((await t.post('/workOrder/reschedule', { id: inB.id, version: inB.version, due_time: at(2 * DAY) }, worker.token)).status).toBe(403);
      expect((await t.post('/workOrder/reschedule', { id: inB.id, version: inB.version, due_time: at(2 * DAY) }, inA.token)).status).toBe(404);
      expect((await detail(t, w.admin, inB.id)).version).toBe(inB.version);
    });
  });

  describe('batch distribution', () => {
    it('assigns unassigned orders all or none, at the versions read', async () => {
      const one = await add(w.places.areaA, DAY);
      const two = await add(w.places.areaB, DAY);
      const busy = await add(w.places.areaA, DAY, { handler_ids: [worker.userId] });
      const body = (orders: Array<Pick<Order, 'id' | 'version'>>, extra: object = {}) => ({ orders: orders.map(({ id, version }) => ({ id, version })), handler_ids: [worker.userId], ...extra });
      const unchanged = async () => {
        for (const o of [one, two]) expect([(await detail(t, w.admin, o.id)).status, (await detail(t, w.admin, o.id)).version]).toEqual(['toAssign', 1]);
      };

      const stale = await t.post('/workOrder/batchDispatch', body([one, { id: two.id, version: 7 }]), w.admin.token);
      expect([stale.status, stale.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
      await unchanged();
      await both('/workOrder/batchDispatch', body([one, busy]), 422, `工单 ${busy.code} 不是待分配、已退回或已超时状态`, `Work order ${busy.code} is not waiting to be assigned, returned or overdue`);
      await unchanged();
      const other = await newEnterprise(t);
      expect((await t.post('/workOrder/batchDispatch', body([one, two], { handler_ids: [other.admin.userId] }), w.admin.token)).status).toBe(404);
      expect((await t.post('/workOrder/batchDispatch', body([one, two]), inA.token)).status).toBe(404);
      expect((await t.post('/workOrder/batchDispatch', body([one, two]), worker.token)).status).toBe(403);
      expect((await t.post('/workOrder/batchDispatch', { orders: [], handler_ids: [worker.userId] }, w.admin.token)).status).toBe(422);
      await unchanged();

      const done = await ok<Order[]>(t, '/workOrder/batchDispatch', body([one, two], { note: '统一派工' }), w.admin);
      expect(done.map((o) => [o.id, o.status, o.version, o.handler_ids])).toEqual([
        [one.id, 'toAccept', 2, [worker.userId]],
        [two.id, 'toAccept', 2, [worker.userId]],
      ]);
      const line = (await detail(t, w.admin, one.id)).timeline.at(-1);
      expect([line?.action, line?.from_status, line?.to_status, line?.note]).toEqual(['assign', 'toAssign', 'toAccept', '统一派工']);
    });

    it('takes returned orders too', async () => {
      const o = await add(w.places.areaA, DAY, { handler_ids: [worker.userId] });
      const back = (await act(t, worker, o, 'giveBack', { note: '缺件' })).body.content as Order;
      expect(back.status).toBe('returned');
      const [done] = await ok<Order[]>(t, '/workOrder/batchDispatch', { orders: [{ id: o.id, version: back.version }], handler_ids: [w.admin.userId] }, w.admin);
      expect([done?.status, done?.handler_ids]).toEqual(['toAccept', [w.admin.userId]]);
    });

    describe('orders an open workflow run holds', () => {
      const page = (who: Actor, body: object = {}) => ok<{ rows: Order[]; total: number }>(t, '/workOrder/distributable', { pageSize: 100, ...body }, who);
      const ids = (rows: Order[]) => rows.map((r) => r.id);
      let held: Order;
      let free: Order;
      beforeAll(async () => {
        // A type whose template's first node names no status: its orders stay "to assign" while the run holds them.
        const template = await ok<{ id: number }>(t, '/workflowTemplate/add', { code: 'held_flow', name: '待分配节点', xml: fixture('held-flow.bpmn') }, w.admin);
        const type = (await ok<{ id: number }>(t, '/workOrderType/add', { code: uniq('H'), name: '分拣', levels: LEVELS, default_template_id: template.id }, w.admin)).id;
        held = await addOrder(t, w.admin, { type_id: type, person_in_charge_id: w.admin.userId, location_id: w.places.areaA, due_time: at(DAY) });
        free = await add(w.places.areaA, DAY);
      });

      it('refuses to distribute them, in both languages, and changes nothing', async () => {
        expect(held.status).toBe('toAssign');
        const body = { orders: [free, held].map(({ id, version }) => ({ id, version })), handler_ids: [worker.userId] };
        await both('/workOrder/batchDispatch', body, 422, '该工单按流程模板流转，请在当前节点处理（可挂起、取消、作废或关闭）', 'This work order follows its workflow: act on its current node (it can still be suspended, cancelled, voided or closed)');
        for (const o of [free, held]) expect((await detail(t, w.admin, o.id)).version).toBe(o.version);
      });

      it('does not list them, with the same rule; the list keeps the caller’s scope and only unassigned statuses', async () => {
        const listed = ids((await page(w.admin)).rows);
        expect(listed).toContain(free.id);
        expect(listed).not.toContain(held.id);
        expect(ids((await ok<{ rows: Order[] }>(t, '/workOrder/pageList', { pageSize: 100, status: ['toAssign'] }, w.admin)).rows)).toContain(held.id);
        const onlyA = await page(inA);
        expect(ids(onlyA.rows)).toContain(free.id);
        expect(onlyA.rows.every((r) => r.location_id === w.places.areaA)).toBe(true);
        expect((await page(w.admin, { status: ['processing'] })).total).toBe(0);
        expect((await page(w.admin, { status: ['toAssign', 'processing'] })).rows.every((r) => r.status === 'toAssign')).toBe(true);
        expect((await t.post('/workOrder/distributable', {}, worker.token)).status).toBe(403);
        expect((await page((await newEnterprise(t)).admin)).total).toBe(0);
      });
    });
  });
});
