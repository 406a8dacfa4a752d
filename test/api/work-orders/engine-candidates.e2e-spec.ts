import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { LEVELS, member, ok, world, type Order, type World } from './support';
import { fixture } from './workflow-support';
import { HANDLER, completeNode, completed, engineOrder, nodes } from './engine-support';

/**
 * A node's candidates are resolved once, when the order enters it: a role change afterwards neither gives the node to
 * the role's new holder nor takes it from the one who held the role then. The next visit reads the roles anew.
 */
describe(`workflow engine: candidates fixed on entering a node (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let before: Actor;
  let after: Actor;
  let roleBefore: number;
  let roleAfter: number;

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    before = await member(t, w, HANDLER);
    after = await member(t, w, HANDLER);
    const roleOf = async (who: Actor) => Number((await t.db.query('SELECT role_id FROM user_role WHERE user_id = ?', [who.userId]))[0].role_id);
    [roleBefore, roleAfter] = [await roleOf(before), await roleOf(after)];
    const xml = fixture('two-step-flow.bpmn').replace(
      'gengyun:candidateType="personInCharge" flowable:assignee="${personInCharge}" gengyun:status="processing"',
      `gengyun:candidateType="role" gengyun:candidates="${roleBefore}" gengyun:status="processing"`,
    );
    const template = await ok<{ id: number }>(t, '/workflowTemplate/add', { code: 'two_step_flow', name: '按角色', xml }, w.admin);
    await ok(t, '/workOrderType/update', { id: w.repair, code: `R${w.repair}c`, name: '维修', levels: LEVELS, default_pool_id: w.pool, default_template_id: template.id }, w.admin);
  }, 180_000);
  afterAll(() => t?.close());

  it('keeps the task with whoever held the role when the node was entered', async () => {
    const order: Order = await engineOrder(t, w, 3);
    const taskHolders = async () => (await nodes(t, w.admin, order.id)).nodes.filter((n) => n.node_id === 'Task_repair').map((n) => n.tasks.map((x) => x.user_id));
    expect(await taskHolders()).toEqual([[before.userId]]);

    // The role moves: the new holder gets nothing, the former holder (still a handler through another role) keeps it.
    await ok(t, '/user/update', { id: after.userId, roleIds: [roleAfter, roleBefore] }, w.admin);
    await ok(t, '/user/update', { id: before.userId, roleIds: [roleAfter] }, w.admin);
    const refused = await completeNode(t, after, order, 'Task_repair', 'agree');
    expect([refused.status, refused.body.msg]).toEqual([403, '您不是节点“维修”的待办处理人']);
    expect(await taskHolders()).toEqual([[before.userId]]);
    const done = await completed(t, before, order, 'Task_repair');
    expect(done.status).toBe('toReview');

    // A new order enters the node with the role's holders now.
    const next: Order = await engineOrder(t, w, 3);
    expect((await nodes(t, w.admin, next.id)).nodes.find((n) => n.node_id === 'Task_repair')?.tasks.map((x) => x.user_id)).toEqual([after.userId]);
  });
});
