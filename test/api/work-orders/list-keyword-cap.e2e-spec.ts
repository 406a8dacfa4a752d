import { DataScope } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { WorkOrder, workOrderSearchText } from '../../../libs/work-orders/src/order/work-order.entity';
import { KEYWORD_COUNT_CAP } from '../../../libs/work-orders/src/order/work-order-query.service';
import { P, addOrder, member, ok, uniq, world, type World } from './support';

type ListPage = { rows: Array<{ id: number }>; total: number; totalCapped?: true };

/**
 * A keyword matching more than 2,000 orders is not counted further (docs/decisions/work-orders.md): the page says
 * so (`totalCapped`, total 2,000) and paging still reaches every match, for the administrator and for a scoped user.
 */
describe(`work-order keyword total capped at ${KEYWORD_COUNT_CAP} (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let inA: Actor;
  const mark = uniq('封顶');
  const extra = 10;
  /** Every order matching `mark`, newest first. */
  let newest: number[];
  const list = (who: Actor, body: object) => ok<ListPage>(t, '/workOrder/pageList', { keyword: mark, pageSize: 20, ...body }, who);
  const ids = (page: ListPage) => page.rows.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    inA = await member(t, w, [P.list], { scopes: { [DataScope.location]: [w.places.areaA] } });
    const first = await addOrder(t, w.admin, { title: `${mark} 巡检`, type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: w.places.areaA });
    // The rest are copies of the first written straight to the table: 2,000 adds through the API would take minutes.
    const repo = t.db.getRepository(WorkOrder);
    const model = await repo.findOneByOrFail({ id: first.id });
    const { id: _id, ...columns } = model;
    for (let done = 1; done < KEYWORD_COUNT_CAP + extra; ) {
      const batch = Array.from({ length: Math.min(500, KEYWORD_COUNT_CAP + extra - done) }, (_, i) => {
        const code = `${first.code}-${done + i}`;
        return { ...columns, code, search_text: workOrderSearchText({ code, title: model.title }) };
      });
      await repo.insert(batch);
      done += batch.length;
    }
    // One the scoped user does not see and that no keyword page of theirs may hold.
    await addOrder(t, w.admin, { title: `${mark} 巡检`, type_id: w.inspect, person_in_charge_id: w.admin.userId, location_id: w.places.areaB });
    newest = (await t.db.query('SELECT id FROM work_order WHERE enterprise_id = ? AND location_id = ? ORDER BY id DESC', [w.enterpriseId, w.places.areaA])).map((r: { id: number | string }) => Number(r.id));
    expect(newest).toHaveLength(KEYWORD_COUNT_CAP + extra);
  }, 60_000);
  afterAll(() => t?.close());

  it.each([
    ['the administrator', () => w.admin, 1],
    ['a user scoped to a location', () => inA, 0],
  ])('for %s: "more than 2,000", and pages within and past the cap still come newest first', async (_who, who, unseen) => {
    const first = await list(who(), {});
    expect([first.total, first.totalCapped, first.rows.length]).toEqual([KEYWORD_COUNT_CAP, true, 20]);
    if (!unseen) expect(ids(first)).toEqual(newest.slice(0, 20));
    // The last page the pager offers, and one past it (the server answers it; the matches beyond the cap are there).
    const lastShown = await list(who(), { pageNumber: KEYWORD_COUNT_CAP / 20 });
    expect([lastShown.total, lastShown.totalCapped]).toEqual([KEYWORD_COUNT_CAP, true]);
    expect(ids(lastShown)).toEqual(newest.slice(KEYWORD_COUNT_CAP - 20 - unseen, KEYWORD_COUNT_CAP - unseen));
    const past = await list(who(), { pageNumber: KEYWORD_COUNT_CAP / 20 + 1 });
    expect([past.total, past.totalCapped]).toEqual([KEYWORD_COUNT_CAP, true]);
    expect(ids(past)).toEqual(newest.slice(KEYWORD_COUNT_CAP - unseen, KEYWORD_COUNT_CAP + 20 - unseen));
  });

  it('counts exactly, without the flag, when a keyword matches fewer and when there is no keyword', async () => {
    const code = await t.db.query('SELECT code FROM work_order WHERE id = ?', [newest[5]]);
    for (const who of [w.admin, inA]) {
      const one = await list(who, { keyword: String(code[0].code) });
      expect(one).toEqual({ rows: [expect.objectContaining({ id: newest[5] })], total: 1 });
    }
    const whole = await list(w.admin, { keyword: undefined, type_id: w.inspect });
    expect([whole.total, 'totalCapped' in whole]).toEqual([KEYWORD_COUNT_CAP + extra + 1, false]);
    const scoped = await list(inA, { keyword: undefined, type_id: w.inspect });
    expect([scoped.total, 'totalCapped' in scoped]).toEqual([KEYWORD_COUNT_CAP + extra, false]);
  });
});
