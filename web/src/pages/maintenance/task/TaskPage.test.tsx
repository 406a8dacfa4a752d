import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type TaskItemRow, type TaskTemplateRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { i18n } from '@/i18n/i18n-instance';
import { TaskPage } from './TaskPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const item: TaskItemRow = {
  ...TENANT_COLUMNS,
  id: 3,
  name: 'Outlet pressure',
  type: 'number',
  standard: '0.2–0.4',
  method: null,
  lower_limit: 0.2,
  upper_limit: 0.4,
  unit: 'MPa',
  options: [],
  failing_options: [],
  meter_quantity: null,
  failure_opens_order: true,
  version: 2,
};
const template: TaskTemplateRow = { ...TENANT_COLUMNS, id: 5, name: 'Pump monthly', equipment_type_id: 9, equipment_model_id: null, remark: null, item_ids: [3], version: 1 };
const handlers = {
  '/taskTemplate/pageList': { rows: [template], total: 1 },
  '/taskItem/pageList': { rows: [item], total: 1 },
  '/getOptionsByKey': (body: Record<string, string>) => (body.selectKey === 'assetType' ? [{ value: 9, text: 'Pump', pid: null }] : []),
};
const EDIT = [Permission.taskTemplate.list, Permission.taskTemplate.edit];

describe('TaskPage', () => {
  it('lists templates with their type and item count, and items with their type and limits', async () => {
    fakeServer(EDIT, handlers);
    renderPage(<TaskPage />);
    const row = await screen.findByTestId('task-template-row-5');
    expect(within(row).getByText('Pump monthly')).toBeInTheDocument();
    expect(await within(row).findByText('Pump')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Check items' }));
    const itemRow = await screen.findByTestId('task-item-row-3');
    expect(within(itemRow).getByText('Number')).toBeInTheDocument();
    expect(within(itemRow).getByText('0.2 ~ 0.4 MPa')).toBeInTheDocument();
  });

  it('shows no add or edit to those who may only list', async () => {
    fakeServer([Permission.taskTemplate.list], handlers);
    renderPage(<TaskPage />);
    await screen.findByTestId('task-template-row-5');
    expect(screen.queryByTestId('task-template-add')).toBeNull();
    expect(screen.queryByTestId('task-template-edit-5')).toBeNull();
  });

  it('adds a number item: the limit fields follow the type and are sent', async () => {
    const server = fakeServer(EDIT, { ...handlers, '/taskItem/add': { ...item, id: 4 } });
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Check items' }));
    fireEvent.click(await screen.findByTestId('task-item-add'));
    const drawer = await screen.findByTestId('task-item-form');
    expect(within(drawer).queryByTestId('task-item-lower')).toBeNull();
    fireEvent.change(within(drawer).getByTestId('task-item-name'), { target: { value: ' Bearing temperature ' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('Number'));
    fireEvent.change(await within(drawer).findByTestId('task-item-lower'), { target: { value: '10' } });
    fireEvent.change(within(drawer).getByTestId('task-item-upper'), { target: { value: '70' } });
    fireEvent.click(screen.getByTestId('task-item-submit'));
    await waitFor(() => expect(server.count('/taskItem/add')).toBe(1));
    expect(server.bodyOf('/taskItem/add')).toMatchObject({ name: 'Bearing temperature', type: 'number', lower_limit: '10', upper_limit: '70' });
  });

  it('edits an item at the version it was read at, so the server can refuse a concurrent edit', async () => {
    const server = fakeServer(EDIT, { ...handlers, '/taskItem/update': { ...item, version: 3 } });
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Check items' }));
    fireEvent.click(await screen.findByTestId('task-item-edit-3'));
    const drawer = await screen.findByTestId('task-item-form');
    fireEvent.change(within(drawer).getByTestId('task-item-name'), { target: { value: 'Inlet pressure' } });
    fireEvent.click(screen.getByTestId('task-item-submit'));
    await waitFor(() => expect(server.count('/taskItem/update')).toBe(1));
    expect(server.bodyOf('/taskItem/update')).toMatchObject({ id: '3', version: '2', name: 'Inlet pressure' });
  });

  it('a template without device type or model is refused in the form, with SPEC\'s message', async () => {
    const server = fakeServer(EDIT, handlers);
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByTestId('task-template-add'));
    const drawer = await screen.findByTestId('task-template-form');
    fireEvent.change(within(drawer).getByTestId('task-template-name'), { target: { value: 'Fan weekly' } });
    fireEvent.click(screen.getByTestId('task-template-submit'));
    expect(await within(drawer).findByText('Fill in at least one of device type or device model')).toBeInTheDocument();
    expect(server.count('/taskTemplate/add')).toBe(0);
  });

  const log = {
    rows: [
      { create_time: '2026-09-02T01:30:00.000Z', create_user_name: null, remark: [{ key: 'common.audit.updated', params: ['Pump monthly'] }], text: '修改Pump monthly' },
      { create_time: '2026-09-01T01:00:00.000Z', create_user_name: 'Planner Li', remark: [{ key: 'common.audit.created', params: ['Pump monthly'] }], text: '新增Pump monthly' },
    ],
    total: 2,
  };

  it('shows a template\'s change log to those who may only list: when, who and what', async () => {
    const server = fakeServer([Permission.taskTemplate.list], { ...handlers, '/log/pageList': log });
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByTestId('task-template-log-5'));
    const panel = await screen.findByTestId('task-template-log');
    expect(await within(panel).findByText('Created Pump monthly')).toBeInTheDocument();
    expect(within(panel).getByText('Updated Pump monthly')).toBeInTheDocument();
    expect(within(panel).getByText('Planner Li')).toBeInTheDocument();
    expect(within(panel).getByText('System')).toBeInTheDocument();
    expect(screen.getByText('Pump monthly · change log')).toBeInTheDocument();
    expect(server.bodyOf('/log/pageList')).toMatchObject({ business_no: 'maintenanceTaskTemplate', data_id: '5' });
  });

  it('shows a check item\'s change log in Chinese', async () => {
    const server = fakeServer(EDIT, { ...handlers, '/log/pageList': { rows: [log.rows[1]], total: 1 } });
    renderPage(<TaskPage />);
    await act(() => i18n.changeLanguage('zh_CN'));
    fireEvent.click(await screen.findByRole('tab', { name: '检查项' }));
    fireEvent.click(await screen.findByTestId('task-item-log-3'));
    const panel = await screen.findByTestId('task-item-log');
    expect(await within(panel).findByText('新增Pump monthly')).toBeInTheDocument();
    expect(within(panel).getAllByText('操作人').length).toBeGreaterThan(0);
    expect(screen.getByText('Outlet pressure · 变更记录')).toBeInTheDocument();
    expect(server.bodyOf('/log/pageList')).toMatchObject({ business_no: 'maintenanceTaskItem', data_id: '3' });
  });

  it('exports the catalogues to those who list them and imports them for editors only', async () => {
    const server = fakeServer([Permission.taskTemplate.list, Permission.exportTask.list], { ...handlers, '/taskTemplate/export': { id: 7, status: 0 } });
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByTestId('taskTemplate-export'));
    expect(await screen.findByTestId('taskTemplate-transfer-started')).toHaveTextContent('The export has started');
    expect(server.count('/taskTemplate/export')).toBe(1);
    expect(screen.queryByTestId('taskTemplate-import')).toBeNull();
  });

  it('offers editors the item sheet\'s import and template', async () => {
    fakeServer(EDIT, handlers);
    renderPage(<TaskPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Check items' }));
    expect(await screen.findByTestId('taskItem-import')).toBeInTheDocument();
    expect(screen.getByTestId('taskItem-import-template')).toBeInTheDocument();
    expect(screen.getByTestId('taskItem-export')).toBeInTheDocument();
  });
});
