import { DataScope } from '@gengyun/contracts';
import { WorkOrderSweep } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { P, act, addOrder, detail, member, ok, world, type Order, type World } from './support';

const HOUR = 3_600_000;

interface SlaOrder extends Order {
  response_deadline: string | null;
  due_time: string | null;
  suspended_time: string | null;
  overdue_time: string | null;
  late_time: string | null;
  sla: { kind: string; start: string; deadline: string; paused_since: string | null } | null;
}

/** SLA (issue 13 item 7): the overdue sweep, late work, deadlines paused while suspended, who is told. */
describe(`work-order deadlines (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let pic: Actor;
  let dispatcherA: Actor;
  let dispatcherB: Actor;

  const sweep = () => t.app.get(WorkOrderSweep).run();
  const setTimes = (id: number, times: Record<string, Date>) => t.db.createQueryBuilder().update('work_order').set(times).where('id = :id', { id }).execute();
  const view = (who: Actor, id: number) => detail(t, who, id) as unknown as Promise<SlaOrder & { timeline: Array<{ action: string; user_name: string; from_status: string | null; to_status: string }> }>;
  const inbox = async (who: Actor, code: string) =>
    (await ok<{ rows: Array<{ title: string; content: string | null }> }>(t, '/message/my/pageList', { pageSize: 100 }, who)).rows.filter((m) => m.title.includes(code));
  const addInA = (world_: World, extra: object = {}) =>
    addOrder(t, world_.admin, { type_id: world_.repair, person_in_charge_id: world_ === w ? pic.userId : world_.admin.userId, location_id: world_.places.areaA, ...extra }) as Promise<SlaOrder>;
  /** An order taken up and in progress: assigned to the person in charge, accepted, started. */
  const inProgress = async (): Promise<SlaOrder> => {
    let order = await addInA(w, { handler_ids: [pic.userId] });
    for (const action of ['accept', 'start']) {
      const res = await act(t, pic, order, action);
      expect(res.status).toBe(200);
      order = res.body.content as SlaOrder;
    }
    return order;
  };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    other = await world(t);
    pic = await member(t, w, [P.list, P.handle]);
    dispatcherA = await member(t, w, [P.list, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaA] }, lang: 'en_US' });
    dispatcherB = await member(t, w, [P.list, P.dispatch], { scopes: { [DataScope.location]: [w.places.areaB] } });
  });
  afterAll(() => t?.close());

  it('an order nobody took up goes overdue once its response deadline passed, by the system, once', async () => {
    const late = await addInA(w);
    const early = await addInA(w);
    expect(late.sla).toMatchObject({ kind: 'response', deadline: late.response_deadline, paused_since: null });
    await setTimes(late.id, { response_deadline: new Date(Date.now() - 60_000) });
    await sweep();
    await sweep();

    const d = await view(w.admin, late.id);
    expect([d.status, d.version]).toEqual(['overdue', late.version + 1]);
    expect(d.overdue_time).not.toBeNull();
    expect(d.sla).toMatchObject({ kind: 'response' });
    const marks = d.timeline.filter((e) => e.action === 'markOverdue');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ user_name: 'system', from_status: 'toAssign', to_status: 'overdue' });
    expect((await view(w.admin, early.id)).status).toBe('toAssign');

    // Taken up after all: the order is not marked a second time, though its response deadline is still behind it.
    const grabbed = await act(t, w.admin, d, 'grab');
    expect(grabbed.status).toBe(200);
    await sweep();
    const after = await view(w.admin, late.id);
    expect(after.status).toBe('toRepair');
    expect(after.timeline.filter((e) => e.action === 'markOverdue')).toHaveLength(1);
  });

  it('the person in charge and the dispatchers who may see the order are told, each once and in their language; a dispatcher scoped elsewhere is not', async () => {
    const order = await addInA(w);
    await setTimes(order.id, { response_deadline: new Date(Date.now() - 60_000) });
    await sweep();
    expect(await inbox(pic, order.code)).toEqual([expect.objectContaining({ title: `工单${order.code}已超时` })]);
    expect(await inbox(dispatcherA, order.code)).toEqual([expect.objectContaining({ title: `Work order ${order.code} is overdue` })]);
    expect(await inbox(w.admin, order.code)).toHaveLength(1);
    expect(await inbox(dispatcherB, order.code)).toEqual([]);
    expect(await inbox(other.admin, order.code)).toEqual([]);
  });

  it('two sweeps at once: one move, one timeline row and one message per order', async () => {
    const orders = [await addInA(w), await addInA(w), await addInA(w)];
    for (const o of orders) await setTimes(o.id, { response_deadline: new Date(Date.now() - 60_000) });
    await Promise.all([sweep(), sweep(), sweep()]);
    for (const o of orders) {
      const d = await view(w.admin, o.id);
      expect([d.status, d.version]).toEqual(['overdue', o.version + 1]);
      expect(d.timeline.filter((e) => e.action === 'markOverdue')).toHaveLength(1);
      expect(await inbox(pic, o.code)).toHaveLength(1);
    }
  });

  it('another enterprise: its orders follow their own deadlines, and only its own people are told', async () => {
    const mine = await addInA(w);
    const waiting = await addInA(other);
    const passed = await addInA(other);
    await setTimes(passed.id, { response_deadline: new Date(Date.now() - 60_000) });
    await sweep();
    expect((await view(other.admin, waiting.id)).status).toBe('toAssign');
    expect((await view(other.admin, passed.id)).status).toBe('overdue');
    expect((await view(w.admin, mine.id)).status).toBe('toAssign');
    expect(await inbox(other.admin, passed.code)).toHaveLength(1);
    for (const who of [w.admin, pic, dispatcherA]) expect(await inbox(who, passed.code)).toEqual([]);
    expect((await t.post('/workOrder/detail', { id: passed.id }, w.admin.token)).status).toBe(404);
  });

  it('work in progress past its completion deadline is flagged late, keeps its status and version, and is told once', async () => {
    const order = await inProgress();
    expect(order.sla).toMatchObject({ kind: 'completion', deadline: order.due_time });
    await setTimes(order.id, { due_time: new Date(Date.now() - 60_000) });
    await Promise.all([sweep(), sweep()]);
    const d = await view(w.admin, order.id);
    expect([d.status, d.version]).toEqual(['processing', order.version]);
    expect(d.late_time).not.toBeNull();
    expect(d.timeline.filter((e) => e.action === 'markOverdue')).toEqual([]);
    expect(await inbox(pic, order.code)).toEqual([expect.objectContaining({ title: `工单${order.code}超过完成时限` })]);
    expect(await inbox(dispatcherA, order.code)).toEqual([expect.objectContaining({ title: `Work order ${order.code} is past its completion deadline` })]);
    expect(await inbox(dispatcherB, order.code)).toEqual([]);
    // Still in progress at the next run: not flagged or told again.
    await sweep();
    expect((await view(w.admin, order.id)).late_time).toBe(d.late_time);
    expect(await inbox(pic, order.code)).toHaveLength(1);
  });

  it('a due time edited past now takes the late flag away, so a second miss is flagged and told again', async () => {
    const order = await inProgress();
    await setTimes(order.id, { due_time: new Date(Date.now() - 60_000) });
    await sweep();
    const flagged = await view(w.admin, order.id);
    expect(flagged.late_time).not.toBeNull();
    const form = { id: order.id, version: flagged.version, title: '水泵漏水', priority: 3, type_id: w.repair, person_in_charge_id: pic.userId, location_id: w.places.areaA };
    const moved = await t.post('/workOrder/update', { ...form, due_time: new Date(Date.now() + 2 * HOUR).toISOString() }, w.admin.token);
    expect(moved.status).toBe(200);
    expect(moved.body.content).toMatchObject({ late_time: null, sla: { kind: 'completion' } });
    await setTimes(order.id, { due_time: new Date(Date.now() - 60_000) });
    await sweep();
    expect((await view(w.admin, order.id)).late_time).not.toBeNull();
    expect(await inbox(pic, order.code)).toHaveLength(2);
  });

  it('deadlines stand still while suspended and move on by the time suspended when work resumes', async () => {
    const order = await inProgress();
    const suspended = await act(t, pic, order, 'suspend', { note: '等备件' });
    expect(suspended.status).toBe(200);
    const s = suspended.body.content as SlaOrder;
    expect(s.suspended_time).not.toBeNull();
    expect(s.sla).toMatchObject({ kind: 'completion', paused_since: s.suspended_time });

    // Suspended two hours ago, its due time since passed: the sweep leaves it alone.
    const since = new Date(Date.now() - 2 * HOUR);
    const due = new Date(Date.now() - HOUR);
    const respond = new Date(Date.now() - 3 * HOUR);
    await setTimes(order.id, { suspended_time: since, due_time: due, response_deadline: respond });
    await sweep();
    const still = await view(w.admin, order.id);
    expect([still.status, still.late_time, still.version]).toEqual(['suspended', null, s.version]);

    const resumed = await act(t, pic, still, 'resume');
    expect(resumed.status).toBe(200);
    const r = resumed.body.content as SlaOrder;
    expect([r.status, r.suspended_time]).toEqual(['processing', null]);
    const stood = Date.now() - since.getTime();
    expect(Math.abs(new Date(r.due_time!).getTime() - (due.getTime() + stood))).toBeLessThan(5_000);
    expect(Math.abs(new Date(r.response_deadline!).getTime() - (respond.getTime() + stood))).toBeLessThan(5_000);
    const stored = await view(w.admin, order.id);
    // MariaDB keeps whole seconds.
    const near = (a: string | null, b: string | null) => Math.abs(new Date(a!).getTime() - new Date(b!).getTime()) < 1_000;
    expect(near(stored.due_time, r.due_time) && near(stored.response_deadline, r.response_deadline)).toBe(true);
    expect(stored.suspended_time).toBeNull();
    expect(stored.sla).toMatchObject({ kind: 'completion', deadline: stored.due_time, paused_since: null });
  });

  it('request ids older than a day are let go, newer ones kept', async () => {
    const repo = t.db.getRepository('work_order_request');
    const base = { enterprise_id: w.enterpriseId, create_user_id: w.admin.userId, update_time: new Date() };
    await repo.insert([
      { ...base, request_id: 'old-request-id', create_time: new Date(Date.now() - 25 * HOUR) },
      { ...base, request_id: 'new-request-id', create_time: new Date(Date.now() - HOUR) },
    ]);
    await sweep();
    const left = (await repo.find({ where: { enterprise_id: w.enterpriseId } })).map((r) => (r as { request_id: string }).request_id);
    expect(left).toContain('new-request-id');
    expect(left).not.toContain('old-request-id');
  });

  it('the sweep’s action stays refused to people', async () => {
    const order = await addInA(w);
    const res = await act(t, w.admin, order, 'markOverdue');
    expect(res.status).not.toBe(200);
    expect((await view(w.admin, order.id)).status).toBe('toAssign');
  });
});
