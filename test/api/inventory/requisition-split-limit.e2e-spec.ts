import { INVENTORY_LIMITS, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { member } from '../work-orders/support';
import { addPart, putIn, stockOf, type Part } from './support';
import { reqWorld, save, techOrder, type ReqWorld, type Requisition } from './requisition-support';

const LIMIT = INVENTORY_LIMITS.lines;

/** A split never leaves a requisition with more lines than a save accepts (issue 15 item 4, follow-up). */
describe(`inventory requisitions: a split within the line limit (${testDbKind()})`, () => {
  let t: TestApp;
  let w: ReqWorld;

  beforeAll(async () => {
    t = await startTestApp();
    w = await reqWorld(t);
  });
  afterAll(() => t?.close());

  const detail = async (id: number) => (await t.post('/requisition/detail', { id }, w.admin.token).expect(200)).body.content as Requisition & { line_count: number };
  const held = async (partId: number) => Object.fromEntries((await stockOf(t, w.admin, { part_id: partId })).map((b) => [b.warehouse_id, [b.on_hand, b.reserved]]));
  const stocked = async (places: Array<[ReqWorld['a'], number]>): Promise<Part> => {
    const part = await addPart(t, w.admin);
    for (const [warehouse, quantity] of places) await putIn(t, w.admin, warehouse, [{ part_id: part.id, quantity, unit_price: '1' }]).expect(200);
    return part;
  };
  const split = (who: { token: string }, req: Pick<Requisition, 'id' | 'version'>, lineId: number, sources: Array<Record<string, unknown>>) =>
    t.post('/requisition/replaceLine', { id: req.id, version: req.version, line_id: lineId, sources }, who.token);

  /**
   * A waiting requisition of `size` lines: the first asks for 4 of `short` at warehouse a, the others one each of a
   * batch-tracked part nobody holds, one batch per line (each a place of its own, so a save keeps them apart).
   */
  async function requisitionOf(size: number, short: Part): Promise<Requisition> {
    const filler = await addPart(t, w.admin, { batch_tracking: true });
    const fillers = Array.from({ length: size - 1 }, (_, i) => ({ part_id: filler.id, warehouse_id: w.a.id, batch_no: `B${i + 1}`, quantity: 1 }));
    const order = await techOrder(t, w);
    const lines = [{ part_id: short.id, warehouse_id: w.a.id, quantity: 4 }, ...fillers];
    const req = (await save(t, w.tech, order.id, lines, { wait_for_parts: true }).expect(200)).body.content as Requisition;
    expect([req.status, req.lines.length]).toEqual(['waiting', size]);
    return req;
  }

  it('refuses a split that would take the requisition past the limit, in both languages, and writes nothing', async () => {
    const part = await stocked([[w.a, 2], [w.b, 5]]);
    // At the limit already: splitting the short line in two would make LIMIT + 1 lines.
    const full = await requisitionOf(LIMIT, part);
    const lineId = full.lines.find((l) => l.part_id === part.id)?.id as number;
    const sources = [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 2 }];
    const res = await split(w.admin, full, lineId, sources);
    expect([res.status, res.body.msg]).toEqual([422, `领用单最多${LIMIT}行，拆分后将有${LIMIT + 1}行，请减少拆分的位置`]);
    expect(res.body.content?.fields).toMatchObject({ sources: 'max' });
    const english = await member(t, w, [Permission.requisition.list, Permission.requisition.approve], { lang: 'en_US' });
    const en = await split(english, full, lineId, sources);
    expect([en.status, en.body.msg]).toEqual([422, `A requisition holds at most ${LIMIT} lines; this split would make ${LIMIT + 1}: split over fewer places`]);
    const after = await detail(full.id);
    expect([after.version, after.status, after.line_count, after.lines.length]).toEqual([full.version, 'waiting', LIMIT, LIMIT]);
    expect(after.lines.find((l) => l.id === lineId)).toMatchObject({ warehouse_id: w.a.id, quantity: 4, reserved: 0 });
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 0], [w.b.id]: [5, 0] });
    // Taken whole from one place it adds no line: accepted.
    const whole = await t.post('/requisition/replaceLine', { id: full.id, version: full.version, line_id: lineId, warehouse_id: w.b.id }, w.admin.token);
    expect(whole.status).toBe(200);
    expect((whole.body.content as { line_count: number }).line_count).toBe(LIMIT);
  });

  it('accepts a split that reaches the limit exactly; the next split of that requisition is refused', async () => {
    const part = await stocked([[w.a, 2], [w.b, 5]]);
    const other = await stocked([[w.a, 5], [w.b, 5]]);
    const req = await requisitionOf(LIMIT - 2, part);
    // One more short line of another part, so there is still a line to split once the requisition is full.
    const lines = [...req.lines.map((l) => ({ part_id: l.part_id, warehouse_id: l.warehouse_id, batch_no: (l as { batch_no?: string | null }).batch_no ?? undefined, quantity: l.quantity })), { part_id: other.id, warehouse_id: w.a.id, quantity: 9 }];
    const saved = (await save(t, w.tech, req.work_order_id, lines, { wait_for_parts: true, version: req.version }).expect(200)).body.content as Requisition;
    expect(saved.lines).toHaveLength(LIMIT - 1);
    const lineId = saved.lines.find((l) => l.part_id === part.id)?.id as number;
    const done = (await split(w.admin, saved, lineId, [{ warehouse_id: w.a.id, quantity: 2 }, { warehouse_id: w.b.id, quantity: 2 }]).expect(200)).body.content as Requisition & { line_count: number };
    expect([done.line_count, done.lines.length, done.version]).toEqual([LIMIT, LIMIT, saved.version + 1]);
    expect(await held(part.id)).toEqual({ [w.a.id]: [2, 2], [w.b.id]: [5, 2] });

    const otherLine = done.lines.find((l) => l.part_id === other.id)?.id as number;
    const refused = await split(w.admin, done, otherLine, [{ warehouse_id: w.a.id, quantity: 5 }, { warehouse_id: w.b.id, quantity: 4 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toContain(`${LIMIT + 1}`);
    expect(await held(other.id)).toEqual({ [w.a.id]: [5, 0], [w.b.id]: [5, 0] });
    expect((await detail(done.id)).version).toBe(done.version);
  });
});
