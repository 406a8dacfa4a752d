import { DataScope } from '@gengyun/contracts';
import { WorkOrderSweep } from '@gengyun/work-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise } from '../../support/builders/identity';
import { P, act, detail, member, ok, world, type Order, type World } from './support';
import { upload } from './record-support';
import { activeNodes, completeNode, completed, engineFlow, engineOrder, grabNode, nodes, type EnginePeople } from './engine-support';

/** Orders walk their template's nodes (issue 13 items 5 and 6): gateways, single, countersign, chain, grab. */
describe(`workflow engine (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let p: EnginePeople;

  // Setting up makes its users one after another: on a busy machine that outlasts the default hook time.
  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    p = await engineFlow(t, w);
  }, 180_000);
  afterAll(() => t?.close());

  /** An order past the dispatcher: at the countersign (priority 4) or the grab node (priority 3). */
  const dispatched = async (priority: number, extra: Record<string, unknown> = {}): Promise<Order> => completed(t, p.dispatcher, await engineOrder(t, w, priority, extra), 'Task_dispatch');

  it('enters the first user task at creation: tasks for its candidates, who become handlers; the status follows the node', async () => {
    const order = await engineOrder(t, w, 3);
    expect(order.status).toBe('toAccept');
    expect(order.handler_ids).toEqual([p.dispatcher.userId]);
    const run = await nodes(t, p.dispatcher, order.id);
    expect(run.engine).toBe(true);
    expect(activeNodes(run)).toEqual(['Task_dispatch']);
    expect(run.nodes[0]?.tasks.map((x) => [x.user_id, x.state])).toEqual([[p.dispatcher.userId, 'pending']]);
    expect(run.nodes[0]?.due_time).not.toBeNull();
    expect(run.pending).toEqual([expect.objectContaining({ node_id: 'Task_dispatch', kind: 'decide', handler_type: 'single' })]);
    expect((await nodes(t, w.admin, order.id)).pending).toEqual([]);
  });

  it('chooses the gateway flow by priority: ≥ 4 to the countersign, else the default to the grab node', async () => {
    const urgent = await dispatched(4);
    expect(activeNodes(await nodes(t, w.admin, urgent.id))).toEqual(['Task_sign']);
    expect(urgent.status).toBe('toReview');
    const normal = await dispatched(3);
    expect(activeNodes(await nodes(t, w.admin, normal.id))).toEqual(['Task_grab']);
    expect(normal.status).toBe('processing');
  });

  it('countersign: moves on only when both agreed; then the chain in order; the end leaves the order pending confirmation', async () => {
    let order = await dispatched(4);
    order = await completed(t, p.signers[0]!, order, 'Task_sign');
    expect(activeNodes(await nodes(t, w.admin, order.id))).toEqual(['Task_sign']);
    const twice = await completeNode(t, p.signers[0]!, order, 'Task_sign', 'agree');
    expect([twice.status, twice.body.msg]).toEqual([403, '您不是节点“主管会签”的待办处理人']);
    order = await completed(t, p.signers[1]!, order, 'Task_sign');
    expect(order.status).toBe('processing');
    expect(activeNodes(await nodes(t, w.admin, order.id))).toEqual(['Task_chain']);

    const early = await completeNode(t, p.chain[1]!, order, 'Task_chain', 'agree');
    expect([early.status, early.body.msg]).toEqual([403, '处理链中尚未轮到您，请等待前一位处理人']);
    expect((await nodes(t, p.chain[1]!, order.id)).pending).toEqual([]);
    order = await completed(t, p.chain[0]!, order, 'Task_chain');
    expect((await nodes(t, p.chain[1]!, order.id)).pending).toEqual([expect.objectContaining({ node_id: 'Task_chain', handler_type: 'chain' })]);
    order = await completed(t, p.chain[1]!, order, 'Task_chain', 'agree', { note: '同意' });
    expect(order.status).toBe('pendingConfirmation');
    const run = await nodes(t, w.admin, order.id);
    expect([run.finished, activeNodes(run)]).toEqual([true, []]);
    const chainTasks = run.nodes.find((n) => n.node_id === 'Task_chain')?.tasks.map((x) => [x.user_id, x.seq, x.state]);
    expect(chainTasks).toEqual([[p.chain[0]!.userId, 0, 'agree'], [p.chain[1]!.userId, 1, 'agree']]);

    const timeline = (await detail(t, w.admin, order.id)).timeline;
    expect(timeline.map((s) => [s.action, s.to_status])).toEqual([
      ['create', 'toAccept'],
      ['approve', 'toReview'],
      ['approve', 'toReview'],
      ['approve', 'processing'],
      ['approve', 'processing'],
      ['approve', 'pendingConfirmation'],
    ]);
    expect(timeline.at(-1)?.note).toBe('逐级审核：同意');

    const diagram = await t.http().get('/showWorkflowInstanceDiagram').query({ id: order.id, token: w.admin.token }).expect(200);
    expect(diagram.body.content.current).toEqual([]);
    expect(diagram.body.content.done).toEqual(expect.arrayContaining(['Start', 'Task_dispatch', 'Gateway_priority', 'Task_sign', 'Task_chain', 'End', 'Flow_urgent', 'Flow_chained']));
    expect(diagram.body.content.done).not.toContain('Task_grab');
    expect(diagram.body.content.done).not.toContain('Flow_normal');
  });

  it('countersign: one rejection returns the order to the task before it, drops the other signer’s task, moves nothing else', async () => {
    let order = await dispatched(4);
    const noNote = await completeNode(t, p.signers[0]!, order, 'Task_sign', 'reject');
    expect(noNote.status).toBe(422);
    order = await completed(t, p.signers[0]!, order, 'Task_sign', 'reject', { note: '方案不妥' });
    expect(order.status).toBe('toAccept');
    const run = await nodes(t, w.admin, order.id);
    expect(activeNodes(run)).toEqual(['Task_dispatch']);
    const sign = run.nodes.find((n) => n.node_id === 'Task_sign');
    expect(sign?.state).toBe('returned');
    expect(sign?.tasks.map((x) => [x.user_id, x.state])).toEqual([[p.signers[0]!.userId, 'reject'], [p.signers[1]!.userId, 'dropped']]);
    const late = await completeNode(t, p.signers[1]!, order, 'Task_sign', 'agree');
    expect([late.status, late.body.msg]).toEqual([422, '节点“主管会签”不是当前节点']);
    expect((await detail(t, w.admin, order.id)).timeline.at(-1)).toMatchObject({ action: 'reject', from_status: 'toReview', to_status: 'toAccept', note: '主管会签：方案不妥' });

    const diagram = await t.http().get('/showWorkflowInstanceDiagram').query({ id: order.id, token: w.admin.token }).expect(200);
    expect(diagram.body.content.current).toEqual(['Task_dispatch']);
  });

  it('grab: only candidates grab, and only once; the others are told in their language', async () => {
    let order = await dispatched(3);
    const [winner, loser] = p.grabbers as [typeof p.dispatcher, typeof p.dispatcher];
    expect((await nodes(t, winner, order.id)).pending).toEqual([expect.objectContaining({ node_id: 'Task_grab', kind: 'grab' })]);
    const before = await completeNode(t, winner, order, 'Task_grab', 'agree');
    expect([before.status, before.body.msg]).toEqual([422, '请先抢单']);
    const stranger = await grabNode(t, p.dispatcher, order, 'Task_grab');
    expect([stranger.status, stranger.body.msg]).toEqual([403, '您不是节点“抢修”的候选人']);
    const notGrab = await grabNode(t, p.dispatcher, order, 'Task_dispatch');
    expect(notGrab.status).toBe(422);

    const won = await grabNode(t, winner, order, 'Task_grab');
    expect(won.status).toBe(200);
    order = won.body.content as Order;
    const lost = await grabNode(t, loser, order, 'Task_grab');
    expect([lost.status, lost.body.msg]).toEqual([409, 'Someone else has already grabbed it']);
    const run = await nodes(t, winner, order.id);
    expect(run.nodes.find((n) => n.node_id === 'Task_grab')?.grabbed_by).toBe(winner.userId);
    expect(run.pending).toEqual([expect.objectContaining({ node_id: 'Task_grab', kind: 'decide' })]);
    expect((await nodes(t, loser, order.id)).pending).toEqual([]);
    const late = await completeNode(t, loser, order, 'Task_grab', 'agree');
    expect([late.status, late.body.msg]).toEqual([403, 'You have no pending task on node "抢修"']);
  });

  it('checks the required field, attachments and signature in both languages, then completes with them', async () => {
    for (const who of p.grabbers.slice(0, 2)) {
      const zh = who === p.grabbers[0];
      const refused = async (order: Order, body: Record<string, unknown>, texts: [string, string]) => {
        const res = await completeNode(t, who, order, 'Task_grab', 'agree', body);
        expect([res.status, res.body.msg]).toEqual([422, zh ? texts[0] : texts[1]]);
      };
      const bare = (await grabNode(t, who, await dispatched(3), 'Task_grab')).body.content as Order;
      await refused(bare, {}, ['节点要求填写字段“description”', 'The node requires the field "description"']);
      const described = (await grabNode(t, who, await dispatched(3, { description: '漏水' }), 'Task_grab')).body.content as Order;
      await refused(described, {}, ['节点要求上传附件', 'The node requires attachments']);
      await refused(described, { file_ids: [await upload(t, who)] }, ['节点要求签名', 'The node requires a signature']);
    }
    const grabber = p.grabbers[0]!;
    let order = (await grabNode(t, grabber, await dispatched(3, { description: '漏水' }), 'Task_grab')).body.content as Order;
    const photo = await upload(t, grabber);
    const someoneElse = await upload(t, p.dispatcher);
    const c = await completeNode(t, grabber, order, 'Task_grab', 'agree', { file_ids: [photo], signature_file_id: someoneElse });
    expect(c.status).toBe(404);
    expect(await ok<unknown[]>(t, '/workOrderAttachment/list', { id: order.id }, w.admin)).toEqual([]);
    expect(activeNodes(await nodes(t, w.admin, order.id))).toEqual(['Task_grab']);
    // The signature is a drawing (a PNG), in both languages; nothing is bound when it is not.
    const notDrawn = await upload(t, grabber, [Buffer.from('%PDF-1.4 not a drawing'), 'sign.pdf']);
    const d = await completeNode(t, grabber, order, 'Task_grab', 'agree', { file_ids: [photo], signature_file_id: notDrawn });
    expect([d.status, d.body.msg]).toEqual([422, '签名须为PNG图片']);
    const english = p.grabbers[1]!;
    const theirs = (await grabNode(t, english, await dispatched(3, { description: '漏水' }), 'Task_grab')).body.content as Order;
    const e = await completeNode(t, english, theirs, 'Task_grab', 'agree', { file_ids: [await upload(t, english)], signature_file_id: await upload(t, english, [Buffer.from('%PDF-1.4 x'), 'sign.pdf']) });
    expect([e.status, e.body.msg]).toEqual([422, 'The signature must be a PNG image']);
    expect(await ok<unknown[]>(t, '/workOrderAttachment/list', { id: order.id }, w.admin)).toEqual([]);
    const signature = await upload(t, grabber);
    order = await completed(t, grabber, order, 'Task_grab', 'agree', { file_ids: [photo], signature_file_id: signature });
    expect(order.status).toBe('pendingConfirmation');
    const files = await ok<Array<{ file_id: number; kind: string }>>(t, '/workOrderAttachment/list', { id: order.id }, w.admin);
    expect(files.map((f) => [f.file_id, f.kind]).sort()).toEqual([[photo, 'file'], [signature, 'signature']].sort());
  });

  it('answers a stale version 409 and writes nothing', async () => {
    const order = await engineOrder(t, w, 4);
    const res = await completeNode(t, p.dispatcher, { id: order.id, version: order.version + 1 }, 'Task_dispatch', 'agree');
    expect([res.status, res.body.msg]).toEqual([409, '操作失败，请获取最新数据后重试']);
    const moved = await completed(t, p.dispatcher, order, 'Task_dispatch');
    const again = await completeNode(t, p.signers[0]!, order, 'Task_sign', 'agree');
    expect(again.status).toBe(409);
    expect((await nodes(t, w.admin, moved.id)).nodes.find((n) => n.node_id === 'Task_sign')?.tasks.every((x) => x.state === 'pending')).toBe(true);
  });

  it('another enterprise’s order is not found; a scoped user outside the order’s scope cannot act or read its nodes', async () => {
    const order = await engineOrder(t, w, 4);
    const other = await newEnterprise(t);
    const foreign = await completeNode(t, other.admin, order, 'Task_dispatch', 'agree');
    expect([foreign.status, foreign.body.msg]).toEqual([404, '信息不存在']);
    const inB = await member(t, w, [P.list, P.handle], { scopes: { [DataScope.location]: [w.places.areaB] } });
    const scoped = await completeNode(t, inB, order, 'Task_dispatch', 'agree');
    expect([scoped.status, scoped.body.msg]).toEqual([404, '信息不存在']);
    expect((await t.post('/workOrder/nodes', { id: order.id }, inB.token)).status).toBe(404);
    expect((await t.post('/workOrder/grabNode', { id: order.id, version: order.version, node_id: 'Task_dispatch' }, inB.token)).status).toBe(404);
    expect(activeNodes(await nodes(t, w.admin, order.id))).toEqual(['Task_dispatch']);
  });

  it('while the run is open, /workOrder/act only pauses or ends the order; ending it stops the run', async () => {
    const order = await engineOrder(t, w, 4);
    const accept = await act(t, w.admin, order, 'accept');
    expect([accept.status, accept.body.msg]).toEqual([422, '该工单按流程模板流转，请在当前节点处理（可挂起、取消、作废或关闭）']);
    const offered = (await detail(t, w.admin, order.id)).actions;
    expect(offered).toEqual(expect.arrayContaining(['cancel', 'void']));
    expect(offered.filter((a) => !['suspend', 'resume', 'cancel', 'void', 'close'].includes(a))).toEqual([]);
    expect((await act(t, w.admin, order, 'cancel', { note: '重复报修' })).status).toBe(200);
    const run = await nodes(t, w.admin, order.id);
    expect(run.nodes.map((n) => [n.node_id, n.state, n.tasks.map((x) => x.state)])).toEqual([['Task_dispatch', 'stopped', ['dropped']]]);
    const late = await completeNode(t, p.dispatcher, { id: order.id, version: order.version + 1 }, 'Task_dispatch', 'agree');
    expect([late.status, late.body.msg]).toEqual([422, expect.stringMatching(/^节点“.+”不是当前节点$/)]);
    expect(run.pending).toEqual([]);
  });

  it('a suspended order’s nodes wait for the resume; batch assignment is the run’s to decide', async () => {
    const order = await dispatched(3);
    const batch = await t.post('/workOrder/batchAssign', { ids: [order.id], handler_ids: [w.admin.userId] }, w.admin.token);
    expect([batch.status, batch.body.msg]).toEqual([422, '该工单按流程模板流转，请在当前节点处理（可挂起、取消、作废或关闭）']);
    const paused = await ok<Order>(t, '/workOrder/act', { id: order.id, version: order.version, action: 'suspend', note: '等备件' }, w.admin);
    const [grabber] = p.grabbers;
    const refused = await grabNode(t, grabber!, paused, 'Task_grab');
    expect([refused.status, refused.body.msg]).toEqual([422, '工单已挂起，恢复后才能处理节点']);
    const resumed = await ok<Order>(t, '/workOrder/act', { id: order.id, version: paused.version, action: 'resume' }, w.admin);
    expect(resumed.status).toBe('processing');
    expect((await grabNode(t, grabber!, resumed, 'Task_grab')).status).toBe(200);
  });

  it('the SLA sweep marks a node still open past its time limit once and tells its task holder; the order keeps its status', async () => {
    const order = await engineOrder(t, w, 4);
    const [entered] = (await nodes(t, w.admin, order.id)).nodes;
    const past = new Date(new Date(String(entered?.due_time)).getTime() + 60_000);
    const sweep = t.app.get(WorkOrderSweep);
    await Promise.all([sweep.run(past), sweep.run(past)]);
    await sweep.run(past);
    const [late] = (await nodes(t, w.admin, order.id)).nodes;
    expect(late?.late_time).not.toBeNull();
    expect((await detail(t, w.admin, order.id)).status).toBe(order.status);
    const inbox = await ok<{ rows: Array<{ title: string }> }>(t, '/message/my/pageList', { pageSize: 100 }, p.dispatcher);
    expect(inbox.rows.filter((m) => m.title.includes(order.code)).map((m) => m.title)).toEqual([expect.stringMatching(new RegExp(`^工单${order.code}的节点“.+”已超时$`))]);
    const next = await completed(t, p.dispatcher, await detail(t, w.admin, order.id), 'Task_dispatch');
    await sweep.run(past);
    expect((await nodes(t, w.admin, next.id)).nodes.filter((n) => n.late_time !== null).map((n) => n.node_id)).toEqual(['Task_dispatch']);
  });

  it('refuses malformed bodies; orders without a template keep the status table', async () => {
    const order = await engineOrder(t, w, 4);
    const bad = await t.post('/workOrder/completeNode', { id: order.id, version: order.version, node_id: 'Task_dispatch', decision: 'maybe' }, p.dispatcher.token);
    expect(bad.status).toBe(422);
    const plain = await ok<Order>(t, '/workOrder/add', { title: '巡检', priority: 3, type_id: w.inspect, person_in_charge_id: w.admin.userId }, w.admin);
    const none = await completeNode(t, w.admin, plain, 'Task_dispatch', 'agree');
    expect([none.status, none.body.msg]).toEqual([422, '该工单没有流程模板']);
    expect((await nodes(t, w.admin, plain.id)).engine).toBe(false);
    expect((await act(t, w.admin, plain, 'assign', { handler_ids: [w.admin.userId] })).status).toBe(200);
  });
});
