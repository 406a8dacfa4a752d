import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission, type PlanPreview, type PlanRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PlanListPage } from './PlanListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const plan: PlanRow = {
  ...TENANT_COLUMNS,
  id: 7,
  name: 'Pump monthly',
  coverage: 'equipment',
  equipment_ids: [11, 12],
  location_id: 2,
  equipment_type_id: 9,
  equipment_model_id: null,
  task_template_id: 5,
  work_order_type_id: 3,
  priority: 3,
  person_in_charge_id: 1,
  handler_ids: [],
  pool_id: null,
  duration_hours: 4,
  lead_days: 2,
  start_date: '2026-01-01',
  end_date: null,
  due_time: '08:00',
  triggers: [{ kind: 'monthly', day: 'last' }, { kind: 'weekly', days: [1, 5] }],
  trigger_mode: 'any',
  holiday_rule: 'shift',
  enabled: true,
  last_completed: null,
  version: 1,
};
const preview: PlanPreview = {
  from: '2026-09-25',
  to: '2026-12-23',
  occurrences: [
    { plan_id: 7, due: '2026-09-30', planned: '2026-09-30', generate_on: '2026-09-28', due_time: '2026-09-30T00:00:00.000Z', equipment_ids: [11, 12] },
    { plan_id: 7, due: '2026-10-08', planned: '2026-10-01', generate_on: '2026-10-06', due_time: '2026-10-08T00:00:00.000Z', equipment_ids: [11, 12] },
  ],
};
const handlers = {
  '/plan/pageList': { rows: [plan], total: 1 },
  '/taskTemplate/pageList': { rows: [{ ...TENANT_COLUMNS, id: 5, name: 'Pump checklist', equipment_type_id: 9, equipment_model_id: null, remark: null, item_ids: [], version: 1 }], total: 1 },
  '/plan/preview': preview,
  '/plan/generate': { created: 4, plans: 1 },
};
const ALL = [Permission.plan.list, Permission.plan.edit, Permission.plan.generate, Permission.holiday.edit];

describe('PlanListPage', () => {
  it('lists plans with their coverage, template and triggers in words', async () => {
    fakeServer(ALL, handlers);
    renderPage(<PlanListPage />);
    const row = await screen.findByTestId('plan-row-7');
    expect(within(row).getByText('Chosen one by one (2)')).toBeInTheDocument();
    expect(await within(row).findByText('Pump checklist')).toBeInTheDocument();
    expect(within(row).getByText('Monthly Last day of the month; Weekly Mon, Fri')).toBeInTheDocument();
  });

  it('previews a saved plan: due days, the cycle day a holiday moved, when orders are made', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<PlanListPage />);
    fireEvent.click(await screen.findByTestId('plan-preview-7'));
    const table = await screen.findByTestId('plan-preview');
    expect(await within(table).findByText('2026-10-08')).toBeInTheDocument();
    expect(within(table).getByText('2026-10-01')).toBeInTheDocument();
    expect(within(table).getByText('2026-10-06')).toBeInTheDocument();
    expect(server.bodyOf('/plan/preview')).toMatchObject({ id: '7' });
  });

  it('generates now, and shows no add, generate or holidays to a reader', async () => {
    const server = fakeServer(ALL, handlers);
    const { unmount } = renderPage(<PlanListPage />);
    fireEvent.click(await screen.findByTestId('plan-generate'));
    await waitFor(() => expect(server.count('/plan/generate')).toBe(1));
    unmount();
    vi.unstubAllGlobals();
    fakeServer([Permission.plan.list], handlers);
    renderPage(<PlanListPage />);
    await screen.findByTestId('plan-row-7');
    for (const id of ['plan-add', 'plan-generate', 'plan-holidays', 'plan-edit-7']) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId('plan-preview-7')).toBeInTheDocument();
  });

  it('the form previews its draft before saving and shows the server\'s refusal', async () => {
    let refuse = false;
    const server = fakeServer(ALL, { ...handlers, '/plan/preview': () => (refuse ? fail('The plan trigger condition must be set') : preview) });
    renderPage(<PlanListPage />);
    fireEvent.click(await screen.findByTestId('plan-edit-7'));
    const drawer = await screen.findByTestId('plan-form');
    expect(within(drawer).getByTestId('plan-name')).toHaveValue('Pump monthly');
    fireEvent.click(screen.getByTestId('plan-preview-button'));
    await waitFor(() => expect(server.count('/plan/preview')).toBe(1));
    const sent = JSON.parse(server.bodyOf('/plan/preview')?.plan ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Pump monthly', coverage: 'equipment', equipment_ids: [11, 12], triggers: plan.triggers });
    expect(await within(drawer).findByText('2026-10-08')).toBeInTheDocument();
    refuse = true;
    fireEvent.click(screen.getByTestId('plan-preview-button'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('The plan trigger condition must be set');
    expect(server.count('/plan/update')).toBe(0);
  });

  it('adds a usage trigger beside the time cycles in the same editor, and previews its forecast with the basis', async () => {
    const usagePreview: PlanPreview = {
      from: '2026-09-25',
      to: '2026-12-23',
      occurrences: [{ plan_id: 7, due: '2026-10-05', planned: '2026-10-05', generate_on: '2026-10-05', due_time: '2026-10-05T00:00:00.000Z', equipment_ids: [11], usage: true }],
      usage: [
        { equipment_id: 11, equipment_name: 'Pump A', counter: 'runHours', source: 'meter', step: 500, value: 1200, base: 1000, due_at: 1500, rate_per_day: 30, period_from: '2026-08-26', period_to: '2026-09-25', readings: 31, next_due: '2026-10-05', open: false },
        { equipment_id: 12, equipment_name: 'Pump B', counter: 'runHours', source: 'meter', step: 500, value: 40, base: 40, due_at: 540, rate_per_day: null, period_from: null, period_to: null, readings: 0, next_due: null, open: false },
      ],
    };
    const server = fakeServer(ALL, { ...handlers, '/plan/preview': usagePreview });
    renderPage(<PlanListPage />);
    fireEvent.click(await screen.findByTestId('plan-edit-7'));
    const drawer = await screen.findByTestId('plan-form');
    fireEvent.click(within(drawer).getByTestId('plan-trigger-add'));
    const row = await within(drawer).findByTestId('plan-trigger-2');
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Trigger conditions' }));
    fireEvent.click(await screen.findByText('Fixed workload', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(await within(row).findByRole('spinbutton', { name: 'Every' }), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('plan-preview-button'));
    await waitFor(() => expect(server.count('/plan/preview')).toBe(1));
    const sent = JSON.parse(server.bodyOf('/plan/preview')?.plan ?? '{}') as { triggers: unknown[] };
    expect(sent.triggers.slice(0, 2)).toEqual(plan.triggers);
    expect(sent.triggers[2]).toMatchObject({ kind: 'usage', step: 500, counter: 'runHours', source: 'meter' });
    const forecast = await within(drawer).findByTestId('plan-usage-forecast');
    expect(within(forecast).getByText('31 readings from 2026-08-26 to 2026-09-25')).toBeInTheDocument();
    expect(within(forecast).getByText('1200 / 1500 h')).toBeInTheDocument();
    expect(within(forecast).getByText('Too few readings to forecast')).toBeInTheDocument();
    expect(within(within(drawer).getByTestId('plan-preview')).getByText('usage forecast')).toBeInTheDocument();
  });

  it('lists a usage trigger in words, and enters a counter reading by hand', async () => {
    const usagePlan = { ...plan, triggers: [{ kind: 'usage' as const, counter: 'energy' as const, step: 1000, source: 'manual' as const }] };
    const reading = { id: 1, equipment_id: 11, counter: 'runHours', value: 1234, source: 'manual', read_day: '2026-09-25', read_time: '2026-09-25T02:00:00.000Z', create_user_id: 1 };
    const server = fakeServer(ALL, {
      ...handlers,
      '/plan/pageList': { rows: [usagePlan], total: 1 },
      '/equipment/pageList': { rows: [{ id: 11, asset_code: 'P-01', asset_name: 'Pump A' }], total: 1 },
      '/usageReading/list': [reading],
      '/usageReading/add': reading,
    });
    renderPage(<PlanListPage />);
    const row = await screen.findByTestId('plan-row-7');
    expect(within(row).getByText('Fixed workload Energy every 1000 kWh (Entered by hand)')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('plan-usage-readings'));
    const drawer = await screen.findByTestId('usage-readings');
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Equipment' }));
    fireEvent.click(await screen.findByText('P-01 Pump A', { selector: '.ant-select-item-option-content' }));
    expect(await within(drawer).findByText('1234 h')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByRole('spinbutton', { name: 'Reading' }), { target: { value: '1234' } });
    fireEvent.click(within(drawer).getByTestId('usage-reading-submit'));
    await waitFor(() => expect(server.count('/usageReading/add')).toBe(1));
    expect(server.bodyOf('/usageReading/add')).toMatchObject({ equipment_id: '11', counter: 'runHours', value: '1234' });
  });

  it('exports plans for readers and imports them for editors, both through the centre', async () => {
    const server = fakeServer([...ALL, Permission.exportTask.list], { ...handlers, '/plan/export': { id: 5, status: 0 }, '/plan/import': { id: 6, status: 0 } });
    const { container, unmount } = renderPage(<PlanListPage />);
    await screen.findByTestId('plan-row-7');
    fireEvent.click(screen.getByTestId('plan-export'));
    expect(await screen.findByTestId('plan-transfer-started')).toHaveTextContent('The export has started');
    expect(server.count('/plan/export')).toBe(1);
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, new File(['PK'], 'plans.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(server.bodyOf('/plan/import')).toMatchObject({ files: 'file:plans.xlsx' }));
    expect(screen.getByTestId('plan-import-template')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeServer([Permission.plan.list], handlers);
    renderPage(<PlanListPage />);
    await screen.findByTestId('plan-row-7');
    expect(screen.getByTestId('plan-export')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-import')).toBeNull();
  });

  it('shows a plan\'s change log: when, who and what, in the reader\'s language', async () => {
    const log = {
      rows: [
        { create_time: '2026-09-02T01:30:00.000Z', create_user_name: null, remark: [{ key: 'common.audit.updated', params: ['Pump monthly'] }], text: '修改Pump monthly' },
        { create_time: '2026-09-01T01:00:00.000Z', create_user_name: 'Planner Li', remark: [{ key: 'common.audit.created', params: ['Pump monthly'] }], text: '新增Pump monthly' },
      ],
      total: 2,
    };
    const server = fakeServer([Permission.plan.list], { ...handlers, '/log/pageList': log });
    renderPage(<PlanListPage />);
    fireEvent.click(await screen.findByTestId('plan-log-7'));
    const panel = await screen.findByTestId('plan-log');
    expect(await within(panel).findByText('Created Pump monthly')).toBeInTheDocument();
    expect(within(panel).getByText('Updated Pump monthly')).toBeInTheDocument();
    expect(within(panel).getByText('Planner Li')).toBeInTheDocument();
    expect(within(panel).getByText('System')).toBeInTheDocument();
    expect(within(panel).getByText(/2026-09-01/)).toBeInTheDocument();
    expect(screen.getByText('Pump monthly · change log')).toBeInTheDocument();
    expect(server.bodyOf('/log/pageList')).toMatchObject({ business_no: 'maintenancePlan', data_id: '7' });
  });
});
