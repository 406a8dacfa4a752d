import { DataScope, Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { LEVELS, P, act, addOrder, member, ok, world, type Order, type World } from './support';
import { FLOW, addTemplate, repairFlow, type TemplateDetail } from './workflow-support';

type Started = Order & { template_version_id: number | null };

/** A type's default template, the version an order keeps, and the diagram links of SPEC §7 (token in the query). */
describe(`workflow diagrams and the versions orders keep (${testDbKind()})`, () => {
  let t: TestApp;
  let w: World;
  let template: TemplateDetail;
  let first: Started;
  let v2: TemplateDetail;

  /** A diagram link as a browser opens it: GET with the session token in the query. */
  const link = (path: string, query: Record<string, unknown>, who?: Actor) => t.http().get(path).query({ ...query, ...(who ? { token: who.token } : {}) });
  const setDefault = (who: Actor, typeId: number, templateId: number | null) =>
    t.post('/workOrderType/update', { id: typeId, code: `R${typeId}x`, name: '维修', levels: LEVELS, default_pool_id: w.pool, default_template_id: templateId }, who.token);

  beforeAll(async () => {
    t = await startTestApp();
    w = await world(t);
    template = await addTemplate(t, w.admin, 'repair_flow', await repairFlow(t, w.admin));
    expect((await setDefault(w.admin, w.repair, template.id)).status).toBe(200);
    first = (await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId })) as Started;
    v2 = await ok<TemplateDetail>(t, '/workflowTemplate/saveVersion', { id: template.id, xml: template.xml.replace('name="维修"', 'name="现场维修"') }, w.admin);
  });
  afterAll(() => t?.close());

  it('a type names its default template; orders start on its current version and keep it when the template changes', async () => {
    const type = await ok<{ default_template_id: number }>(t, '/workOrderType/detail', { id: w.repair }, w.admin);
    expect(type.default_template_id).toBe(template.id);
    expect(first.template_version_id).toBe(template.current_version_id);
    const second = (await addOrder(t, w.admin, { type_id: w.repair, person_in_charge_id: w.admin.userId })) as Started;
    expect(second.template_version_id).toBe(v2.current_version_id);
    const again = await ok<Started>(t, '/workOrder/detail', { id: first.id }, w.admin);
    expect(again.template_version_id).toBe(template.current_version_id);
    const plain = (await addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId })) as Started;
    expect(plain.template_version_id).toBeNull();
  });

  it('refuses another enterprise’s template and a disabled one as a type’s default, changing nothing', async () => {
    const other = await newEnterprise(t);
    const foreign = await addTemplate(t, other.admin, 'repair_flow', await repairFlow(t, other.admin));
    const a = await setDefault(w.admin, w.inspect, foreign.id);
    expect([a.status, a.body.msg]).toEqual([404, '信息不存在']);
    const off = await addTemplate(t, w.admin, 'off_flow', await repairFlow(t, w.admin, 'off_flow'), { name: '停用流程', enabled: false });
    const english = await member(t, w, [Permission.workOrderType.edit, Permission.workOrderType.list], { lang: 'en_US' });
    const b = await setDefault(english, w.inspect, off.id);
    expect([b.status, b.body.msg]).toEqual([422, 'Workflow template "停用流程" is disabled']);
    const c = await setDefault(w.admin, w.inspect, off.id);
    expect([c.status, c.body.msg]).toEqual([422, '工作流模板“停用流程”已停用']);
    expect((await ok<{ default_template_id: number | null }>(t, '/workOrderType/detail', { id: w.inspect }, w.admin)).default_template_id).toBeNull();
  });

  it('refuses to delete a template a type or an order uses', async () => {
    const res = await t.post('/workflowTemplate/delete', { id: template.id }, w.admin.token);
    expect([res.status, res.body.msg]).toEqual([409, '工作流模板正被工单类型或工单使用，不能删除（可停用）']);
    expect((await setDefault(w.admin, w.repair, null)).status).toBe(200);
    const still = await t.post('/workflowTemplate/delete', { id: template.id }, w.admin.token);
    expect(still.status).toBe(409);
    expect((await ok<TemplateDetail>(t, '/workflowTemplate/detail', { id: template.id }, w.admin)).versions).toHaveLength(2);
    expect((await setDefault(w.admin, w.repair, template.id)).status).toBe(200);
  });

  it('serves a template’s current diagram, a saved version, and a node of a flow by code, with the token in the query', async () => {
    const current = await link('/showWorkflowProcessDiagram', { id: template.id }, w.admin).expect(200);
    expect(current.body.content).toMatchObject({ template_id: template.id, code: 'repair_flow', version: 2, done: [], current: [] });
    expect(current.body.content.xml).toBe(v2.xml);
    const old = await link('/searchWorkflowProcessDiagram', { id: template.current_version_id }, w.admin).expect(200);
    expect([old.body.content.version, old.body.content.xml]).toEqual([1, template.xml]);
    const node = await link('/showWorkflowNodeDiagram', { id: 'Task_repair', flow_code: 'repair_flow' }, w.admin).expect(200);
    expect([node.body.content.version, node.body.content.current]).toEqual([2, ['Task_repair']]);
    const missing = await link('/showWorkflowNodeDiagram', { id: 'Nope', flow_code: 'repair_flow' }, w.admin);
    expect([missing.status, missing.body.msg]).toEqual([404, '流程中没有节点“Nope”']);
  });

  it('refuses the links without a session, to another enterprise, and without the permission', async () => {
    const anonymous = await link('/showWorkflowProcessDiagram', { id: template.id });
    expect([anonymous.status, anonymous.body.content.type]).toEqual([401, 402]);
    expect((await link('/showWorkflowInstanceDiagram', { id: first.id })).status).toBe(401);
    const other = await newEnterprise(t);
    expect((await link('/showWorkflowProcessDiagram', { id: template.id }, other.admin)).status).toBe(404);
    expect((await link('/showWorkflowInstanceDiagram', { id: first.id }, other.admin)).status).toBe(404);
    expect((await link('/showWorkflowNodeDiagram', { id: 'Task_repair', flow_code: 'repair_flow' }, other.admin)).status).toBe(404);
    const worker = await member(t, w, [P.list]);
    expect((await link('/showWorkflowProcessDiagram', { id: template.id }, worker)).status).toBe(403);
    const designer = await member(t, w, [FLOW.list]);
    expect((await link('/showWorkflowProcessDiagram', { id: template.id }, designer)).status).toBe(200);
    expect((await link('/showWorkflowProcessDiagram', { id: 'x' }, designer)).status).toBe(422);
  });

  it('shows an order’s path on the version it started on: the engine’s done nodes and its current one', async () => {
    const fresh = await link('/showWorkflowInstanceDiagram', { id: first.id }, w.admin).expect(200);
    expect(fresh.body.content).toMatchObject({ version: 1, order_code: first.code, current: ['Task_dispatch'], done: ['Start_1', 'Flow_start'] });
    expect(fresh.body.content.xml).toBe(template.xml);
    const order = await ok<Order>(t, '/workOrder/detail', { id: first.id }, w.admin);
    // The run decides who works on it: the status table's assignment is refused and the path stays.
    expect((await act(t, w.admin, order, 'assign', { handler_ids: [w.admin.userId] })).status).toBe(422);
    const after = await link('/showWorkflowInstanceDiagram', { id: first.id }, w.admin).expect(200);
    expect(after.body.content).toMatchObject({ current: ['Task_dispatch'], done: ['Start_1', 'Flow_start'] });
  });

  it('applies the work-order scope to instance diagrams, and says when an order has no workflow', async () => {
    const inspectOnly = await member(t, w, [P.list], { scopes: { [DataScope.workOrderType]: [w.inspect] } });
    expect((await link('/showWorkflowInstanceDiagram', { id: first.id }, inspectOnly)).status).toBe(404);
    const repairOnly = await member(t, w, [P.list], { scopes: { [DataScope.workOrderType]: [w.repair] } });
    expect((await link('/showWorkflowInstanceDiagram', { id: first.id }, repairOnly)).status).toBe(200);
    const plain = await addOrder(t, w.admin, { type_id: w.inspect, person_in_charge_id: w.admin.userId });
    const none = await link('/showWorkflowInstanceDiagram', { id: plain.id }, inspectOnly);
    expect([none.status, none.body.msg]).toEqual([404, '该工单没有流程版本']);
  });
});
