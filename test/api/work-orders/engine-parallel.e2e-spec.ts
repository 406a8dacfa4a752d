import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { LEVELS, detail, member, ok, world, type Order, type World } from './support';
import { FLOW_ALL, fixture } from './workflow-support';
import { HANDLER, activeNodes, completed, engineOrder, nodes } from './engine-support';

/**
 * Parallel branches (issue 13 item 5): a split must be joined by a parallel gateway (refused on save otherwise, in both
 * languages), and the run passes the join only when every branch's task is done — a countersign's when all signed.
 */
describe(`workflow engine: parallel branches (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let english: Actor;
  let signers: Actor[];
  let checker: Actor;
  let xml: string;
  let template: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    english = await member(t, w, [...HANDLER, ...FLOW_ALL], { lang: 'en_US' });
    signers = [await member(t, w, HANDLER), await member(t, w, HANDLER)];
    checker = await member(t, w, HANDLER);
    xml = fixture('parallel-flow.bpmn').replaceAll('SIGNERS', signers.map((s) => s.userId).join(',')).replaceAll('CHECKER', String(checker.userId));
    template = await ok<{ id: number }>(t, '/workflowTemplate/add', { code: 'parallel_flow', name: '并行会签', xml }, w.admin);
    await ok(t, '/workOrderType/update', { id: w.repair, code: `R${w.repair}p`, name: '维修', levels: LEVELS, default_pool_id: w.pool, default_template_id: template.id }, w.admin);
  }, 180_000);
  afterAll(() => t?.close());

  describe('saving', () => {
    const refused = async (broken: string, zh: string, en: string, elements: string[]) => {
      const a = await t.post('/workflowTemplate/saveVersion', { id: template.id, xml: broken }, w.admin.token);
      expect([a.status, a.body.msg, a.body.content?.elements]).toEqual([422, zh, elements]);
      const b = await t.post('/workflowTemplate/validate', { xml: broken }, english.token);
      expect([b.status, b.body.msg]).toEqual([422, en]);
      expect((await ok<{ current_version: number }>(t, '/workflowTemplate/detail', { id: template.id }, w.admin)).current_version).toBe(1);
    };

    it('refuses parallel branches that are never joined', async () => {
      const unjoined = xml
        .replace('<bpmn:parallelGateway id="Join" name="汇合" />', '')
        .replace('<bpmn:sequenceFlow id="Flow_joined" sourceRef="Join" targetRef="End" />', '')
        .replaceAll('targetRef="Join"', 'targetRef="End"');
      await refused(unjoined, '并行网关“分派”分出的分支没有汇合：请在结束前用一个并行网关汇合所有分支', 'The parallel branches from gateway "分派" are never joined: lead them into one parallel gateway before the end', ['Fork']);
    });

    it('refuses parallel branches joined by an exclusive gateway', async () => {
      await refused(
        xml.replace('<bpmn:parallelGateway id="Join" name="汇合" />', '<bpmn:exclusiveGateway id="Join" name="汇合" />'),
        '并行网关“分派”分出的分支汇合于“汇合”，它不是并行网关：请用并行网关汇合并行分支',
        'The parallel branches from gateway "分派" meet at "汇合", which is not a parallel gateway: join parallel branches with a parallel gateway',
        ['Fork', 'Join'],
      );
    });

    it('refuses an exclusive choice that leads into a parallel join', async () => {
      await refused(
        xml.replace('<bpmn:parallelGateway id="Fork" name="分派" />', '<bpmn:exclusiveGateway id="Fork" name="分派" default="Flow_check" />'),
        '并行网关“汇合”汇合的连线并非全部来自同一个并行分支（有排他网关的选择流入）：工单将永远等待，请用排他网关汇合排他分支',
        'Parallel gateway "汇合" joins flows that do not all come from one parallel split (an exclusive choice leads into it): the order would wait forever — merge exclusive branches with an exclusive gateway',
        ['Join'],
      );
    });

    it('accepts the joined diagram', async () => {
      expect((await t.post('/workflowTemplate/validate', { xml }, w.admin.token)).status).toBe(200);
    });
  });

  describe('running', () => {
    const states = async (order: Pick<Order, 'id'>) => {
      const run = await nodes(t, w.admin, order.id);
      return { finished: run.finished, active: activeNodes(run).sort(), waiting: run.nodes.filter((n) => n.state === 'waiting').map((n) => n.node_id) };
    };

    it('enters every branch at once', async () => {
      const order = await engineOrder(t, w, 3);
      expect(await states(order)).toEqual({ finished: false, active: ['Task_check', 'Task_sign'], waiting: [] });
      expect([...order.handler_ids].sort((a, b) => a - b)).toEqual([...signers.map((s) => s.userId), checker.userId].sort((a, b) => a - b));
    });

    it('the countersign branch done first: the join waits for the other branch', async () => {
      let order: Order = await engineOrder(t, w, 3);
      order = await completed(t, signers[0]!, order, 'Task_sign');
      expect(await states(order)).toEqual({ finished: false, active: ['Task_check', 'Task_sign'], waiting: [] });
      order = await completed(t, signers[1]!, order, 'Task_sign');
      expect(await states(order)).toEqual({ finished: false, active: ['Task_check'], waiting: ['Join'] });
      expect(order.status).toBe('processing');
      order = await completed(t, checker, order, 'Task_check');
      expect(await states(order)).toEqual({ finished: true, active: [], waiting: [] });
      expect(order.status).toBe('pendingConfirmation');
    });

    it('the other branch done first: the join waits until every signer of the countersign agreed', async () => {
      let order: Order = await engineOrder(t, w, 3);
      order = await completed(t, checker, order, 'Task_check');
      expect(await states(order)).toEqual({ finished: false, active: ['Task_sign'], waiting: ['Join'] });
      expect(order.status).toBe('toReview');
      order = await completed(t, signers[1]!, order, 'Task_sign');
      expect(await states(order)).toEqual({ finished: false, active: ['Task_sign'], waiting: ['Join'] });
      expect(order.status).toBe('toReview');
      order = await completed(t, signers[0]!, order, 'Task_sign');
      expect(await states(order)).toEqual({ finished: true, active: [], waiting: [] });
      expect(order.status).toBe('pendingConfirmation');
      const run = await nodes(t, w.admin, order.id);
      expect(run.nodes.find((n) => n.node_id === 'Task_sign')?.tasks.map((x) => x.state)).toEqual(['agree', 'agree']);
      expect((await detail(t, w.admin, order.id)).timeline.at(-1)?.to_status).toBe('pendingConfirmation');
    });

    const visits = async (order: Pick<Order, 'id'>, nodeId: string) =>
      (await nodes(t, w.admin, order.id)).nodes.filter((n) => n.node_id === nodeId).map((n) => [n.state, n.tasks.map((x) => x.state)]);

    it('a rejection on one branch sends back that branch only: the other keeps its task, the split is not entered again', async () => {
      let order: Order = await engineOrder(t, w, 3);
      order = await completed(t, signers[0]!, order, 'Task_sign', 'reject', { note: '材料不全' });
      expect(await states(order)).toEqual({ finished: false, active: ['Task_check', 'Task_sign'], waiting: [] });
      // The countersign starts again with fresh tasks for both signers; the check is the same visit, still open.
      expect(await visits(order, 'Task_sign')).toEqual([
        ['returned', ['reject', 'dropped']],
        ['active', ['pending', 'pending']],
      ]);
      expect(await visits(order, 'Task_check')).toEqual([['active', ['pending']]]);
      order = await completed(t, signers[1]!, order, 'Task_sign');
      order = await completed(t, signers[0]!, order, 'Task_sign');
      expect(await states(order)).toEqual({ finished: false, active: ['Task_check'], waiting: ['Join'] });
      order = await completed(t, checker, order, 'Task_check');
      expect([(await states(order)).finished, order.status]).toEqual([true, 'pendingConfirmation']);
    });

    it('a rejection on a branch after the other reached the join: the join keeps that arrival and waits for the branch', async () => {
      let order: Order = await engineOrder(t, w, 3);
      order = await completed(t, checker, order, 'Task_check');
      order = await completed(t, signers[1]!, order, 'Task_sign', 'reject', { note: '重签' });
      expect(await states(order)).toEqual({ finished: false, active: ['Task_sign'], waiting: ['Join'] });
      expect(order.status).toBe('toReview');
      order = await completed(t, signers[0]!, order, 'Task_sign');
      order = await completed(t, signers[1]!, order, 'Task_sign');
      expect([(await states(order)).finished, order.status]).toEqual([true, 'pendingConfirmation']);
      expect(await visits(order, 'Task_check')).toEqual([['done', ['agree']]]);
    });
  });
});
