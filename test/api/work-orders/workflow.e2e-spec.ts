import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { ok, uniq } from './support';
import { FLOW_ALL, addTemplate, fixture, repairFlow, type TemplateDetail } from './workflow-support';

/** Workflow templates (issue 13 item 5): the checks on save, versions, export and import. */
describe(`workflow templates (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let english: Actor;
  let enterpriseId: number;
  let xml: string;
  let template: TemplateDetail;

  const detail = (id: number) => ok<TemplateDetail>(t, '/workflowTemplate/detail', { id }, admin);
  /** Saving `broken` as a new version is refused in both languages, naming the elements, and the template stays at version 1. */
  const refused = async (broken: string, status: number, zh: string, en: string, elements: string[] = [], checkAlone = true) => {
    const a = await t.post('/workflowTemplate/saveVersion', { id: template.id, xml: broken }, admin.token);
    expect([a.status, a.body.code, a.body.msg]).toEqual([status, -1, zh]);
    expect(a.body.content.elements ?? []).toEqual(elements);
    const b = await t.post('/workflowTemplate/saveVersion', { id: template.id, xml: broken }, english.token);
    expect([b.status, b.body.msg]).toEqual([status, en]);
    if (checkAlone) {
      const c = await t.post('/workflowTemplate/validate', { xml: broken }, english.token);
      expect([c.status, c.body.msg]).toEqual([status, en]);
    }
    const after = await detail(template.id);
    expect([after.current_version, after.versions.length]).toEqual([1, 1]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, enterpriseId } = await newEnterprise(t));
    english = await newUser(t, enterpriseId, { permissions: FLOW_ALL, lang: 'en_US' });
    await ok(t, '/field/add', { code: 'fault_level', name: '故障等级', data_type: 'text' }, admin);
    xml = await repairFlow(t, admin);
    template = await addTemplate(t, admin, 'repair_flow', xml);
  });
  afterAll(() => t?.close());

  it('reads the nodes with our attributes and Flowable’s, and the flows with their conditions', () => {
    const node = (id: string) => template.graph.nodes.find((n) => n.id === id);
    expect(template.current_version).toBe(1);
    expect(template.graph.nodes.map((n) => [n.id, n.type])).toEqual([
      ['Start_1', 'startEvent'],
      ['Task_dispatch', 'userTask'],
      ['Gateway_priority', 'exclusiveGateway'],
      ['Task_countersign', 'userTask'],
      ['Task_repair', 'userTask'],
      ['End_1', 'endEvent'],
    ]);
    expect(node('Task_dispatch')).toMatchObject({ handler_type: 'single', candidate_type: 'role', time_limit_minutes: 30, required_fields: ['priority'], status: 'toAccept' });
    expect(node('Task_countersign')).toMatchObject({ handler_type: 'countersign', candidate_type: 'user', candidates: [String(admin.userId)], multi_instance: 'parallel', require_signature: true });
    expect(node('Task_repair')).toMatchObject({ handler_type: 'grab', candidate_type: 'personInCharge', candidates: [], require_attachments: true, time_limit_minutes: 240 });
    expect(node('Gateway_priority')).toMatchObject({ default_flow: 'Flow_normal' });
    expect(template.graph.flows.find((f) => f.id === 'Flow_urgent')).toMatchObject({ condition: '${priority >= 4}', source: 'Gateway_priority', target: 'Task_countersign' });
  });

  it('refuses what is not BPMN, and oversize files', async () => {
    await refused('<bpmn:definitions', 422, expect.stringMatching(/^文件不是有效的BPMN 2\.0 XML：/) as never, expect.stringMatching(/^The file is not valid BPMN 2\.0 XML: /) as never);
    await refused('<definitions xmlns="urn:other"><process id="x"/></definitions>', 422, '文件不是有效的BPMN 2.0 XML：definitions', 'The file is not valid BPMN 2.0 XML: definitions');
    await refused(`<!DOCTYPE x [<!ENTITY a "b">]>${xml}`, 422, '文件不是有效的BPMN 2.0 XML：DOCTYPE', 'The file is not valid BPMN 2.0 XML: DOCTYPE');
    await refused(xml.replace('</bpmn:definitions>', `<!--${'x'.repeat(62 * 1024)}--></bpmn:definitions>`), 413, '流程文件不能超过60KB', 'The workflow file cannot be larger than 60 KB');
  });

  it('refuses a diagram without a start or an end event', async () => {
    await refused(xml.replace('<bpmn:startEvent id="Start_1" name="报修" gengyun:status="toAssign" />', ''), 422, '流程须有一个开始事件', 'The workflow needs one start event');
    await refused(xml.replace('<bpmn:endEvent id="End_1" name="完成" gengyun:status="completed" />', ''), 422, '流程须有结束事件', 'The workflow needs an end event');
  });

  it('refuses unreachable nodes and nodes that cannot reach an end, naming them', async () => {
    const orphan = '<bpmn:userTask id="Orphan" name="孤立任务" gengyun:candidateType="personInCharge" /><bpmn:sequenceFlow id="Flow_orphan" sourceRef="Orphan" targetRef="End_1" />';
    await refused(xml.replace('</bpmn:process>', `${orphan}</bpmn:process>`), 422, '节点“孤立任务”从开始事件无法到达', 'Node "孤立任务" cannot be reached from the start event', ['Orphan']);
    const stuck = '<bpmn:userTask id="Stuck" name="死路" gengyun:candidateType="personInCharge" /><bpmn:sequenceFlow id="Flow_stuck" sourceRef="Task_dispatch" targetRef="Stuck" />';
    await refused(xml.replace('</bpmn:process>', `${stuck}</bpmn:process>`), 422, '节点“死路”无法到达结束事件', 'Node "死路" cannot reach an end event', ['Stuck']);
  });

  it('refuses an exclusive gateway with several outgoing flows and no default', async () => {
    await refused(xml.replace(' default="Flow_normal"', ''), 422, '排他网关“紧急？”有多条出口，须设置默认路径', 'Exclusive gateway "紧急？" has several outgoing flows and needs a default flow', ['Gateway_priority']);
  });

  it('refuses a condition or a required field that reads an unknown field; the field library’s codes are known', async () => {
    await refused(xml.replace('${priority &gt;= 4}', "${colour == 'red'}"), 422, '“紧急”引用了未知字段“colour”', '"紧急" reads an unknown field "colour"', ['Flow_urgent']);
    await refused(xml.replace('gengyun:requiredFields="priority"', 'gengyun:requiredFields="priority,weight"'), 422, '“派单”引用了未知字段“weight”', '"派单" reads an unknown field "weight"', ['Task_dispatch']);
    const custom = xml.replace('${priority &gt;= 4}', "${fault_level == 'high' &amp;&amp; priority.intValue() &gt; 3}");
    expect((await ok<{ valid: boolean }>(t, '/workflowTemplate/validate', { xml: custom }, admin)).valid).toBe(true);
  });

  it('refuses a user task without candidates unless its candidate is the person in charge, and candidates that do not exist', async () => {
    const bare = xml.replace(/gengyun:candidateType="role" gengyun:candidates="[\d,]+" flowable:candidateGroups="[\d,]+"/, '');
    await refused(bare, 422, '用户任务“派单”须设置候选人', 'User task "派单" needs candidates', ['Task_dispatch']);
    await refused(xml.replace(`gengyun:candidates="${admin.userId}"`, 'gengyun:candidates="99999999"'), 422, '用户任务“主管会签”的候选人“99999999”不存在', 'User task "主管会签" names a candidate "99999999" that does not exist', ['Task_countersign']);
  });

  it('refuses a countersign that is not a parallel multi-instance task, a chain that is not a sequential one, and a bad time limit', async () => {
    const single = xml.replace(/<bpmn:multiInstanceLoopCharacteristics[\s\S]*?<\/bpmn:multiInstanceLoopCharacteristics>/, '');
    await refused(single, 422, '会签任务“主管会签”须设为并行多实例', 'Countersign task "主管会签" must be a parallel multi-instance task', ['Task_countersign']);
    await refused(xml.replace('isSequential="false"', 'isSequential="true"'), 422, '会签任务“主管会签”须设为并行多实例', 'Countersign task "主管会签" must be a parallel multi-instance task', ['Task_countersign']);
    for (const bad of ['-5', '0', '1.5', 'abc']) {
      await refused(xml.replace('gengyun:timeLimitMinutes="30"', `gengyun:timeLimitMinutes="${bad}"`), 422, '节点“派单”的时限须为正整数分钟（不超过525600）', 'The time limit of node "派单" must be a positive whole number of minutes (at most 525600)', ['Task_dispatch']);
    }
    await refused(xml.replace('gengyun:handlerType="grab"', 'gengyun:handlerType="chain"'), 422, '处理链任务“维修”须设为串行多实例', 'Chain task "维修" must be a sequential multi-instance task', ['Task_repair']);
    const chain = xml.replace('gengyun:handlerType="countersign"', 'gengyun:handlerType="chain"').replace('isSequential="false"', 'isSequential="true"');
    expect((await ok<{ graph: TemplateDetail['graph'] }>(t, '/workflowTemplate/validate', { xml: chain }, admin)).graph.nodes.find((n) => n.id === 'Task_countersign')).toMatchObject({ handler_type: 'chain', multi_instance: 'sequential' });
    await refused(xml.replace('gengyun:handlerType="grab"', 'gengyun:handlerType="lottery"'), 422, '节点“维修”的属性handlerType取值“lottery”无效', 'Node "维修" has an invalid handlerType: "lottery"', ['Task_repair']);
  });

  it('refuses elements it does not run and a process id that is not the flow code', async () => {
    await refused(xml.replace('</bpmn:process>', '<bpmn:serviceTask id="Auto" name="自动派单" /></bpmn:process>'), 422, expect.stringMatching(/^节点“自动派单”的类型serviceTask不受支持/) as never, expect.stringMatching(/^Node "自动派单" is a serviceTask, which is not supported/) as never, ['Auto']);
    await refused(xml.replace('id="repair_flow"', 'id="other_flow"'), 422, '流程标识“other_flow”须与流程编码“repair_flow”一致', 'The process id "other_flow" must be the flow code "repair_flow"', [], false);
  });

  it('refuses malformed bodies and a taken code, changing nothing', async () => {
    const before = (await ok<{ total: number }>(t, '/workflowTemplate/pageList', {}, admin)).total;
    expect((await t.post('/workflowTemplate/add', { code: '1bad', name: 'x', xml }, admin.token)).status).toBe(422);
    expect((await t.post('/workflowTemplate/add', { code: 'ok_code', name: 'x', xml: 42 }, admin.token)).status).toBe(422);
    expect((await t.post('/workflowTemplate/saveVersion', { id: 'abc', xml }, admin.token)).status).toBe(422);
    const taken = await t.post('/workflowTemplate/add', { code: 'repair_flow', name: 'x', xml }, english.token);
    expect([taken.status, taken.body.msg]).toEqual([409, 'Already exists']);
    expect((await ok<{ total: number }>(t, '/workflowTemplate/pageList', {}, admin)).total).toBe(before);
  });

  it('saves versions n+1, keeps old ones readable, and exports and imports the same template', async () => {
    const flow = await repairFlow(t, admin, 'versioned');
    const v1 = await addTemplate(t, admin, 'versioned', flow);
    const v2 = await ok<TemplateDetail>(t, '/workflowTemplate/saveVersion', { id: v1.id, xml: flow.replace('gengyun:timeLimitMinutes="30"', 'gengyun:timeLimitMinutes="45"') }, admin);
    expect([v2.current_version, v2.versions.map((v) => v.version)]).toEqual([2, [2, 1]]);
    expect(v2.graph.nodes.find((n) => n.id === 'Task_dispatch')?.time_limit_minutes).toBe(45);
    const old = await ok<{ xml: string; file_name: string }>(t, '/workflowTemplate/export', { id: v1.id, version: 1 }, admin);
    expect([old.xml, old.file_name]).toEqual([flow, 'versioned-v1.bpmn20.xml']);

    const exported = await ok<{ xml: string }>(t, '/workflowTemplate/export', { id: v1.id }, admin);
    await ok(t, '/workflowTemplate/delete', { id: v1.id }, admin);
    const imported = await ok<TemplateDetail>(t, '/workflowTemplate/import', { xml: exported.xml }, admin);
    expect([imported.code, imported.name, imported.current_version]).toEqual(['versioned', '维修流程', 1]);
    expect(imported.graph).toEqual(v2.graph);
    const again = await ok<TemplateDetail>(t, '/workflowTemplate/import', { xml: exported.xml }, admin);
    expect([again.id, again.current_version]).toEqual([imported.id, 2]);
  });

  it('imports a file as Flowable’s modeler writes it (default namespace, flowable:candidateUsers)', async () => {
    const users = [admin.userId, english.userId].join(',');
    const imported = await ok<TemplateDetail>(t, '/workflowTemplate/import', { xml: fixture('flowable-modeler.bpmn').replace('"5,6"', `"${users}"`) }, english);
    expect([imported.code, imported.name]).toEqual(['inspection', '巡检流程']);
    expect(imported.graph.nodes.find((n) => n.id === 'check')).toMatchObject({ candidate_type: 'user', candidates: users.split(','), handler_type: 'single' });
  });

  it('enables and disables, lists by keyword and state, and refuses another enterprise’s ids and missing permissions', async () => {
    const code = uniq('flow_');
    const own = await addTemplate(t, admin, code, (await repairFlow(t, admin, code)));
    await ok(t, '/workflowTemplate/enable', { id: own.id, enabled: false }, admin);
    const disabled = await ok<{ rows: Array<{ code: string }> }>(t, '/workflowTemplate/pageList', { enabled: false, keyword: code }, admin);
    expect(disabled.rows.map((r) => r.code)).toEqual([code]);
    const other = await newEnterprise(t);
    for (const path of ['/workflowTemplate/detail', '/workflowTemplate/delete', '/workflowTemplate/export']) {
      const res = await t.post(path, { id: own.id }, other.admin.token);
      expect([res.status, res.body.msg]).toEqual([404, '信息不存在']);
    }
    const saved = await t.post('/workflowTemplate/saveVersion', { id: own.id, xml }, other.admin.token);
    expect(saved.status).toBe(404);
    const reader = await newUser(t, enterpriseId, { permissions: [FLOW_ALL[0]!] });
    expect((await t.post('/workflowTemplate/pageList', {}, reader.token)).status).toBe(200);
    for (const path of ['/workflowTemplate/add', '/workflowTemplate/saveVersion', '/workflowTemplate/import', '/workflowTemplate/enable', '/workflowTemplate/delete']) {
      expect([path, (await t.post(path, { id: own.id, code: 'x1', name: 'x', xml, enabled: true }, reader.token)).status]).toEqual([path, 403]);
    }
    expect((await detail(own.id)).enabled).toBe(false);
  });
});
