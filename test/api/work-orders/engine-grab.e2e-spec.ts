import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { world, type Order, type World } from './support';
import { completed, engineFlow, engineOrder, grabNode, nodes, type EnginePeople } from './engine-support';

/** Issue 13's test: twenty candidates grab one order at once — exactly one wins, the others are told it is taken. */
describe(`grabbing a node under concurrency (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let p: EnginePeople;

  // Setting up makes its users one after another: on a busy machine that outlasts the default hook time.
  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    p = await engineFlow(t, w, 20);
  }, 180_000);
  afterAll(() => t?.close());

  it('of 20 grabs sent at once exactly one wins; the node, tasks and timeline show one winner', async () => {
    const order: Order = await completed(t, p.dispatcher, await engineOrder(t, w, 3), 'Task_dispatch');
    const answers = await Promise.all(p.grabbers.map((who) => grabNode(t, who, order, 'Task_grab')));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      // The one English-speaking grabber reads it in English.
      expect(['已被他人抢单', 'Someone else has already grabbed it']).toContain(lost.body.msg);
    }
    const winnerIndex = answers.findIndex((a) => a.status === 200);
    const winner = p.grabbers[winnerIndex]!;
    const run = await nodes(t, w.admin, order.id);
    const grab = run.nodes.find((n) => n.node_id === 'Task_grab');
    expect(grab?.grabbed_by).toBe(winner.userId);
    expect(grab?.tasks.filter((x) => x.state === 'pending').map((x) => x.user_id)).toEqual([winner.userId]);
    expect(grab?.tasks.filter((x) => x.state === 'dropped')).toHaveLength(19);
    expect(run.version).toBe(order.version + 1);
    expect((await nodes(t, winner, order.id)).pending).toEqual([expect.objectContaining({ node_id: 'Task_grab', kind: 'decide' })]);
    const timeline = await t.post('/workOrder/detail', { id: order.id }, w.admin.token);
    expect(timeline.body.content.timeline.filter((s: { action: string }) => s.action === 'grab')).toHaveLength(1);
  });
});
