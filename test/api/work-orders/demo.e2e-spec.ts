import { Permission } from '@gengyun/contracts';
import { Settings } from '@gengyun/core';
import { DemoRequestLink } from '@gengyun/work-orders';
import { DEMO_REQUEST_TITLE } from '../../../libs/work-orders/src/demo/work-orders-demo.seeder';
import { seedDemo } from '../../../apps/api/src/seed';
import { bannerLines } from '../../../apps/api/src/startup';
import { startDemoTestApp, type DemoTestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { login } from '../../support/builders/identity';
import { count } from '../../alarms/alarm-fixtures';

const COMMON_STATUSES = ['toAssign', 'toAccept', 'toRepair', 'processing', 'suspended', 'pendingConfirmation', 'toEvaluate', 'completed', 'closed', 'cancelled', 'overdue'];

/** The demo enterprise's work-order data (`npm start`): people, types, pool, the designed flow, orders, a request. */
describe(`work-order demo data (${testDbKind()})`, () => {
  let t: DemoTestApp;
  let enterpriseId: number;
  // The whole demo enterprise is seeded (every area's data), which takes a while on a busy MariaDB.
  beforeAll(async () => {
    t = await startDemoTestApp();
    enterpriseId = t.demo.enterpriseId;
  }, 180_000);
  afterAll(() => t?.close());

  const rows = (sql: string) => t.db.query(sql) as Promise<Array<Record<string, unknown>>>;

  it('has orders in every common status, each reached through the timeline of real actions', async () => {
    const orders = await rows(
      `SELECT o.id, o.status FROM work_order o JOIN work_order_type t ON t.id = o.type_id WHERE o.enterprise_id = ${enterpriseId} AND o.source = 'manual' AND t.code = 'MAINTAIN'`,
    );
    expect([...new Set(orders.map((o) => o.status))].sort()).toEqual([...COMMON_STATUSES].sort());
    const completed = orders.find((o) => o.status === 'completed');
    const actions = (await rows(`SELECT action FROM work_order_timeline WHERE work_order_id = ${completed?.id} ORDER BY id`)).map((r) => r.action);
    expect(actions).toEqual(['create', 'grab', 'start', 'finish', 'confirm', 'approve', 'evaluate', 'confirm', 'archive']);
  });

  it('has the three types on the technicians\' pool, the repair type starting on the designed flow', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const types = (await t.post('/workOrderType/pageList', { pageSize: 50 }, admin.token)).body.content.rows as Array<{ id: number; code: string; name: string; default_pool_id: number; default_template_id: number | null; levels: unknown[] }>;
    const byCode = new Map(types.map((type) => [type.code, type]));
    expect(['REPAIR', 'MAINTAIN', 'INSPECT'].map((code) => byCode.get(code)?.name)).toEqual(['维修', '保养', '巡检']);
    const repair = byCode.get('REPAIR');
    expect(repair?.levels).toHaveLength(5);
    const pool = (await t.post('/workOrderPool/detail', { id: repair?.default_pool_id }, admin.token)).body.content as { member_ids: number[] };
    const techs = await rows(`SELECT id FROM user WHERE enterprise_id = ${enterpriseId} AND account IN ('tech.zhang', 'tech.li') ORDER BY account DESC`);
    expect([...pool.member_ids].sort()).toEqual(techs.map((u) => Number(u.id)).sort());

    const template = (await t.post('/workflowTemplate/detail', { id: repair?.default_template_id }, admin.token)).body.content as { code: string; enabled: boolean; xml: string };
    expect(template).toMatchObject({ code: 'demo_repair_flow', enabled: true });
    const checked = await t.post('/workflowTemplate/validate', { xml: template.xml }, admin.token);
    expect(checked.body.code).toBe(200);
    const nodes = checked.body.content.graph.nodes as Array<{ id: string; handler_type: string | null }>;
    expect(nodes.find((n) => n.id === 'Task_dispatch')).toMatchObject({ handler_type: 'grab' });
    expect(nodes.find((n) => n.id === 'Task_review')).toMatchObject({ handler_type: 'countersign' });
    const onFlow = await rows(
      `SELECT n.node_id, n.state FROM work_order_node n JOIN work_order o ON o.id = n.work_order_id WHERE o.enterprise_id = ${enterpriseId} AND o.type_id = ${repair?.id}`,
    );
    expect(onFlow).toEqual([{ node_id: 'Task_dispatch', state: 'active' }]);
  });

  it('has an open service request on a demo equipment, and technicians who may grab from the pool', async () => {
    expect(await count(t, `SELECT COUNT(*) AS n FROM service_request WHERE enterprise_id = ${enterpriseId} AND status = 'open' AND equipment_id IS NOT NULL`)).toBe(1);
    const zhang = await login(t, 'tech.zhang', 'demo1234');
    const waiting = await t.post('/workOrder/pageList', { pageSize: 50, status: ['toAssign'] }, zhang.token);
    expect(waiting.body.code).toBe(200);
    const order = (waiting.body.content.rows as Array<{ id: number; version: number; title: string }>).find((o) => o.title === '1号离心泵异响');
    const grabbed = await t.post('/workOrder/act', { id: order?.id, version: order?.version, action: 'grab' }, zhang.token);
    expect(grabbed.body.content).toMatchObject({ status: 'toRepair' });
    const dispatcher = await login(t, 'dispatcher', 'demo1234');
    expect((await t.post('/serviceRequest/pageList', {}, dispatcher.token)).body.content.rows).toHaveLength(1);
  });

  it('lets the dispatcher correct an open request someone else raised (the request edit permission)', async () => {
    const admin = await login(t, 'admin', 'admin123');
    const dispatcher = await login(t, 'dispatcher', 'demo1234');
    expect((await t.post('/getMenuList', {}, dispatcher.token)).body.content.permissions).toContain(Permission.serviceRequest.edit);
    const [seeded] = await rows(`SELECT equipment_id FROM service_request WHERE enterprise_id = ${enterpriseId} AND title = '${DEMO_REQUEST_TITLE}'`);
    const raised = await t.post('/serviceRequest/add', { title: '出水管渗漏', equipment_id: Number(seeded?.equipment_id) }, admin.token);
    expect(raised.body.code).toBe(200);
    const { id, version, requester_id } = raised.body.content as { id: number; version: number; requester_id: number };
    expect(requester_id).not.toBe(dispatcher.userId);
    const edited = await t.post('/serviceRequest/edit', { id, version, title: '出水管接头渗漏', description: '接头处滴水' }, dispatcher.token);
    expect([edited.status, edited.body.content?.title]).toEqual([200, '出水管接头渗漏']);
  });

  it('adds nothing when seeded again', async () => {
    const tables = ['work_order', 'work_order_type', 'work_order_pool', 'workflow_template', 'service_request', 'work_order_timeline'];
    const before = await Promise.all(tables.map((table) => count(t, `SELECT COUNT(*) AS n FROM ${table} WHERE enterprise_id = ${enterpriseId}`)));
    await seedDemo(t.app);
    expect(await Promise.all(tables.map((table) => count(t, `SELECT COUNT(*) AS n FROM ${table} WHERE enterprise_id = ${enterpriseId}`)))).toEqual(before);
  });

  it('takes public requests, and `npm start` prints a demo equipment’s request page that answers without a login', async () => {
    expect(await t.app.get(Settings).get(enterpriseId, 'serviceRequest.publicEnabled')).toBe(true);
    // The banner's lines as `npm start` prints them, with what seeding answered.
    const requestLink = await t.app.get(DemoRequestLink).url(t.demo);
    const lines = bannerLines(t.app, t.config, { requestLink });
    const printed = lines.find((line) => line.includes('Request page'));
    expect(printed).toContain('EQ0002');
    const url = new URL(/https?:\/\/\S+/.exec(printed ?? '')![0]);
    expect(url.pathname).toMatch(/^\/public\/request\/[0-9a-f]{32}$/);
    // No session: the public page's own API answers for it, and the page takes requests.
    const token = url.pathname.split('/').pop();
    const opened = await t.post('/public/serviceRequest/equipment', { link: token });
    expect([opened.status, opened.body.content]).toEqual([200, expect.objectContaining({ code: 'EQ0002', enabled: true })]);
    // The same address on every start.
    expect(await t.app.get(DemoRequestLink).url(t.demo)).toBe(requestLink);
  });
});
