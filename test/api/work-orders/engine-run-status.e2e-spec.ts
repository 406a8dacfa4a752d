import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import type { Actor } from '../../support/builders/identity';
import { ALL, LEVELS, detail, member, ok, world, type Order, type World } from './support';
import { FLOW_ALL, fixture } from './workflow-support';
import { completeNode, completed, engineOrder, nodes, activeNodes } from './engine-support';

/**
 * A run changes the order's status only through the status machine's run moves (`runTransition`): a node may not
 * stand for a status an action owns (refused on save), and a stored version that names one is refused when reached.
 */
describe(`workflow engine: statuses through the table (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let english: Actor;
  let xml: string;
  let template: { id: number; current_version_id: number };

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    english = await member(t, w, [...ALL, ...FLOW_ALL], { lang: 'en_US' });
    xml = fixture('two-step-flow.bpmn');
    template = await ok<{ id: number; current_version_id: number }>(t, '/workflowTemplate/add', { code: 'two_step_flow', name: '两步流程', xml }, w.admin);
    await ok(t, '/workOrderType/update', { id: w.repair, code: `R${w.repair}s`, name: '维修', levels: LEVELS, default_pool_id: w.pool, default_template_id: template.id }, w.admin);
  }, 180_000);
  afterAll(() => t?.close());

  const refusedOnSave = async (broken: string, zh: string, en: string, elements: string[]) => {
    const a = await t.post('/workflowTemplate/saveVersion', { id: template.id, xml: broken }, w.admin.token);
    expect([a.status, a.body.msg, a.body.content?.elements]).toEqual([422, zh, elements]);
    const b = await t.post('/workflowTemplate/validate', { xml: broken }, english.token);
    expect([b.status, b.body.msg]).toEqual([422, en]);
  };

  it('refuses on save a task or an end event standing for a status the run may not move an order to', async () => {
    await refusedOnSave(
      xml.replace('gengyun:status="toReview"', 'gengyun:status="suspended"'),
      '节点“验收”不能代表状态“已挂起”：任务和并行网关只能代表处理中的步骤（待提交至待归档），结束事件只能代表待确认及之后的收尾状态；挂起、转派、退回、超时、驳回、取消、作废由操作产生',
      'Node "验收" cannot stand for the status "Suspended": tasks and parallel gateways stand for steps of the work (pending to to-archive), end events for pending confirmation or a later closing status; suspended, transferred, returned, overdue, rejected, cancelled and voided come from actions',
      ['Task_check'],
    );
    await refusedOnSave(
      xml.replace('gengyun:status="completed"', 'gengyun:status="toAssign"'),
      '节点“完成”不能代表状态“待分配”：任务和并行网关只能代表处理中的步骤（待提交至待归档），结束事件只能代表待确认及之后的收尾状态；挂起、转派、退回、超时、驳回、取消、作废由操作产生',
      'Node "完成" cannot stand for the status "Waiting to assign": tasks and parallel gateways stand for steps of the work (pending to to-archive), end events for pending confirmation or a later closing status; suspended, transferred, returned, overdue, rejected, cancelled and voided come from actions',
      ['End'],
    );
    await refusedOnSave(xml.replace('gengyun:status="processing"', 'gengyun:status="completed"'), expect.stringContaining('节点“维修”不能代表状态“已完成”') as never, expect.stringContaining('Node "维修" cannot stand for the status "Completed"') as never, ['Task_repair']);
  });

  it('moves through the table on an allowed template: processing → toReview → completed at the end', async () => {
    let order: Order = await engineOrder(t, w, 3);
    expect(order.status).toBe('processing');
    order = await completed(t, w.admin, order, 'Task_repair');
    expect(order.status).toBe('toReview');
    order = await completed(t, w.admin, order, 'Task_check');
    expect(order.status).toBe('completed');
    expect((await detail(t, w.admin, order.id)).timeline.map((s) => [s.from_status, s.to_status])).toEqual([
      [null, 'processing'],
      ['processing', 'toReview'],
      ['toReview', 'completed'],
    ]);
  });

  it('refuses, in both languages and changing nothing, a step into a status outside the table that a stored version names', async () => {
    // A version saved before the check (its graph is stored as read): the next node stands for "suspended".
    const [row] = await t.db.query(`SELECT graph FROM workflow_template_version WHERE id = ${template.current_version_id}`);
    const graph = String(row.graph).replace('"status":"toReview"', '"status":"suspended"');
    expect(graph).toContain('"status":"suspended"');
    await t.db.query(`UPDATE workflow_template_version SET graph = ? WHERE id = ?`, [graph, template.current_version_id]);
    const order = await engineOrder(t, w, 3);
    const a = await completeNode(t, w.admin, order, 'Task_repair', 'agree');
    expect([a.status, a.body.msg]).toEqual([422, '工单状态为“处理中”，流程不能将其转为“已挂起”']);
    const after = await detail(t, w.admin, order.id);
    expect([after.status, after.version, after.timeline.length]).toEqual(['processing', order.version, 1]);
    expect(activeNodes(await nodes(t, w.admin, order.id))).toEqual(['Task_repair']);
    const theirs = await engineOrder(t, w, 3, { person_in_charge_id: english.userId });
    const b = await completeNode(t, english, theirs, 'Task_repair', 'agree');
    expect([b.status, b.body.msg]).toEqual([422, 'The work order is "Processing": its workflow cannot move it to "Suspended"']);
    expect((await detail(t, w.admin, theirs.id)).version).toBe(theirs.version);
  });
});
