import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkOrderTypeRow, type WorkflowTemplateRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { TypeListPage } from '../type/TypeListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 60, completion_minutes: 240 }));
const type: WorkOrderTypeRow = {
  ...TENANT_COLUMNS,
  id: 3,
  code: 'REPAIR',
  name: 'Repair',
  default_pool_id: null,
  default_template_id: 4,
  enabled: true,
  show_fee: true,
  show_labour_cost: true,
  show_parts_cost: true,
  sort: 0,
  remark: null,
  levels,
  fields: [],
};
const flow = (id: number, code: string, name: string): WorkflowTemplateRow => ({ ...TENANT_COLUMNS, id, code, name, description: null, enabled: true, current_version: 1, current_version_id: id * 10 });

/** Issue 13 item 1: a work-order type names the workflow template its new orders start on. */
describe('the type form’s default workflow template', () => {
  it('shows the type’s template, offers the enabled ones, and sends the one picked', async () => {
    const server = fakeServer([Permission.workOrderType.list, Permission.workOrderType.edit], {
      '/workOrderType/pageList': { rows: [type], total: 1 },
      '/workflowTemplate/pageList': { rows: [flow(4, 'repair_flow', 'Repair flow'), flow(6, 'quick', 'Quick fix')], total: 2 },
      '/workOrderType/update': type,
    });
    renderPage(<TypeListPage />);
    fireEvent.click(await screen.findByTestId('work-type-edit-3'));
    const drawer = await screen.findByTestId('work-type-form');
    expect(await within(drawer).findByTitle('Repair flow (repair_flow)')).toBeInTheDocument();
    expect(server.bodyOf('/workflowTemplate/pageList')).toMatchObject({ enabled: 'true' });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Default workflow template' }));
    fireEvent.click(await screen.findByTitle('Quick fix (quick)'));
    fireEvent.click(screen.getByTestId('work-type-submit'));
    await waitFor(() => expect(server.bodyOf('/workOrderType/update')).toMatchObject({ id: '3', default_template_id: '6' }));
  });
});
