/// <reference lib="dom" />
import { adminToken, api } from './support/api';
import { chooseOption, openAs, startBrowserRig, type BrowserRig } from './support/browser';

const CODE = 'designed_flow';

describe('workflow designer in Chromium (Chinese): design, save, and the instance diagram of an order', () => {
  let rig: BrowserRig;
  let admin: string;

  beforeAll(async () => {
    rig = await startBrowserRig();
    admin = await adminToken(rig.url);
  });
  afterEach(() => rig.closePages());
  afterAll(() => rig.close());

  it('saves a template designed in bpmn-js and shows an order of its type on it, the current node marked', async () => {
    const me = await api<{ userId: number }>(rig.url, '/login', { account: 'admin', password: 'admin123' });
    const page = await rig.newPage();
    await openAs(page, rig.url, '/gengyun/work/flow?design=new');
    const canvas = page.getByTestId('workflow-designer-canvas');
    const task = canvas.locator('g.djs-element[data-element-id="Task_1"]');
    await task.waitFor();

    // Our properties panel for the user task: candidates by user, and the status the instance diagram marks.
    await task.click();
    await page.getByTestId('workflow-panel-id').getByText('Task_1').waitFor();
    await page.getByTestId('workflow-panel-name').fill('现场维修');
    await chooseOption(page, 'workflow-panel-candidate-type', '用户');
    await page.getByTestId('workflow-panel-candidates').fill(String(me.userId));
    await chooseOption(page, 'workflow-panel-status', '待分配');
    await page.getByTestId('workflow-designer-code').fill(CODE);
    await page.getByTestId('workflow-designer-name').fill('设计的流程');
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/workflowTemplate/add')),
      page.getByTestId('workflow-designer-save').click(),
    ]);
    expect(((await answer.json()) as { code: number }).code).toBe(200);

    const templates = await api<{ rows: Array<{ id: number; code: string }> }>(rig.url, '/workflowTemplate/pageList', { keyword: CODE }, admin);
    const template = templates.rows.find((row) => row.code === CODE);
    const saved = await api<{ xml: string }>(rig.url, '/workflowTemplate/detail', { id: template?.id }, admin);
    expect(saved.xml).toContain(`gengyun:candidates="${me.userId}"`);
    expect(saved.xml).toContain('gengyun:candidateType="user"');

    // An order of a type that starts on it, opened from the list's detail drawer.
    const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 600, completion_minutes: 1200 }));
    const type = await api<{ id: number }>(rig.url, '/workOrderType/add', { code: 'DSG', name: '设计流程维修', default_template_id: template?.id, levels }, admin);
    const order = await api<{ id: number; status: string }>(rig.url, '/workOrder/add', { title: '按设计流程处理', type_id: type.id, priority: 3, person_in_charge_id: me.userId }, admin);
    expect(order.status).toBe('toAssign');

    await page.goto(`${rig.url}/gengyun/work/order/list`);
    await page.getByTestId(`work-order-detail-${order.id}`).click();
    await page.getByTestId('work-order-flow-diagram').click();
    const diagram = page.getByTestId('workflow-diagram-canvas');
    await diagram.locator('svg g.djs-element[data-element-id="Task_1"]').waitFor();
    await diagram.locator('g.gy-current[data-element-id="Task_1"]').waitFor();
    await diagram.locator('g.gy-done[data-element-id="Start_1"]').waitFor();
    await rig.shot(page, 'work-orders-instance-diagram');
  });
});
