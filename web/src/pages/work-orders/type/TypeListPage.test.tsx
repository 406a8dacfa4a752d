import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type FieldRow, type WorkOrderPoolRow, type WorkOrderTypeRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { TypeListPage } from './TypeListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ALL = [Permission.workOrderType.list, Permission.workOrderType.add, Permission.workOrderType.edit, Permission.workOrderType.delete];
const levels = [1, 2, 3, 4, 5].map((level) => ({ level, response_minutes: 30 * level, completion_minutes: 240 * level }));
const repair: WorkOrderTypeRow = {
  ...TENANT_COLUMNS,
  id: 3,
  code: 'REPAIR',
  name: 'Repair',
  default_pool_id: 5,
  enabled: true,
  show_fee: true,
  show_labour_cost: false,
  show_parts_cost: true,
  sort: 0,
  remark: null,
  levels,
  fields: [
    { field_id: 21, code: 'serial', name: 'Serial', data_type: 'text', option_key: null, required: true, hidden: false, options: null, sort: 0 },
    { field_id: 22, code: 'part', name: 'Part', data_type: 'select', option_key: 'parts', required: false, hidden: false, options: ['a', 'b'], sort: 1 },
  ],
};
const pool: WorkOrderPoolRow = { ...TENANT_COLUMNS, id: 5, name: 'Night shift', remark: null, member_ids: [7] };
const field = (id: number, code: string, name: string): FieldRow => ({
  ...TENANT_COLUMNS,
  id,
  code,
  name,
  data_type: 'text',
  option_key: null,
  required: false,
  hidden: false,
  sort: 0,
  remark: null,
});
const handlers = {
  '/workOrderType/pageList': { rows: [repair], total: 1 },
  '/workOrderPool/pageList': { rows: [pool], total: 1 },
  '/field/pageList': { rows: [field(21, 'serial', 'Serial'), field(22, 'part', 'Part'), field(23, 'photo', 'Photo')], total: 3 },
};
const json = (text: string | undefined): unknown => JSON.parse(text ?? 'null');

describe('TypeListPage', () => {
  it('lists types with their default pool’s name and number of fields, and searches by keyword', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<TypeListPage />);
    const row = await screen.findByTestId('work-type-row-3');
    expect(within(row).getByText('REPAIR')).toBeInTheDocument();
    expect(within(row).getByText('Repair')).toBeInTheDocument();
    expect(await within(row).findByText('Night shift')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByTestId('work-type-add')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Type code or name');
    fireEvent.change(box, { target: { value: 'REP' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/workOrderType/pageList')).toMatchObject({ keyword: 'REP', pageNumber: '1' }));
  });

  it('shows no add, edit or delete without the permissions', async () => {
    fakeServer([Permission.workOrderType.list], handlers);
    renderPage(<TypeListPage />);
    await screen.findByTestId('work-type-row-3');
    expect(screen.queryByTestId('work-type-add')).toBeNull();
    expect(screen.queryByTestId('work-type-edit-3')).toBeNull();
    expect(screen.queryByTestId('work-type-delete-3')).toBeNull();
  });

  it('adds a type: limits in minutes, the pool, fields from the library in order, the cost switches', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workOrderType/add': (body: Record<string, string>) => ({ ...repair, id: 9, code: body.code }) });
    renderPage(<TypeListPage />);
    await screen.findByTestId('work-type-row-3');
    fireEvent.click(screen.getByTestId('work-type-add'));
    const drawer = await screen.findByTestId('work-type-form');
    fireEvent.change(within(drawer).getByTestId('work-type-code'), { target: { value: 'INSPECT' } });
    fireEvent.change(within(drawer).getByTestId('work-type-name'), { target: { value: 'Inspection' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Default pool' }));
    fireEvent.click(await screen.findByTitle('Night shift'));
    fireEvent.change(within(drawer).getByLabelText('Response limit (hours) 1'), { target: { value: '0.5' } });
    fireEvent.change(within(drawer).getByLabelText('Completion limit (hours) 1'), { target: { value: '4' } });
    fireEvent.click(within(drawer).getByTestId('work-type-field-add'));
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Field 1' }));
    fireEvent.click(await screen.findByTitle('Photo (photo)'));
    fireEvent.click(within(drawer).getByTestId('work-type-field-required-0'));
    fireEvent.click(within(drawer).getByTestId('work-type-show-parts'));
    fireEvent.click(screen.getByTestId('work-type-submit'));

    await waitFor(() => expect(server.count('/workOrderType/add')).toBe(1));
    const body = server.bodyOf('/workOrderType/add');
    expect(body).toMatchObject({ code: 'INSPECT', name: 'Inspection', default_pool_id: '5', show_fee: 'true', show_labour_cost: 'true', show_parts_cost: 'false', enabled: 'true' });
    expect(json(body?.levels)).toEqual([
      { level: 1, response_minutes: 30, completion_minutes: 240 },
      ...[2, 3, 4, 5].map((level) => ({ level, response_minutes: 60, completion_minutes: 1440 })),
    ]);
    expect(json(body?.fields)).toEqual([{ field_id: 23, required: true, hidden: false, sort: 0 }]);
  });

  it('refuses a response limit longer than the completion limit, and shows the server’s own refusal', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workOrderType/update': fail('The response limit cannot be longer than the completion limit') });
    renderPage(<TypeListPage />);
    fireEvent.click(await screen.findByTestId('work-type-edit-3'));
    const drawer = await screen.findByTestId('work-type-form');
    expect(within(drawer).getByTestId('work-type-code')).toHaveValue('REPAIR');
    fireEvent.change(within(drawer).getByLabelText('Response limit (hours) 2'), { target: { value: '9' } });
    fireEvent.click(screen.getByTestId('work-type-submit'));
    expect(await within(drawer).findByText('The response limit cannot be longer than the completion limit')).toBeInTheDocument();
    expect(server.count('/workOrderType/update')).toBe(0);

    fireEvent.change(within(drawer).getByLabelText('Response limit (hours) 2'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('work-type-submit'));
    await waitFor(() => expect(server.count('/workOrderType/update')).toBe(1));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The response limit cannot be longer than the completion limit'));
    expect(screen.getByTestId('work-type-form')).toBeInTheDocument();
  });

  it('a hidden field cannot be required: hiding clears and disables “required”; the fields keep their options', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workOrderType/update': (body: Record<string, string>) => ({ ...repair, name: body.name }) });
    renderPage(<TypeListPage />);
    fireEvent.click(await screen.findByTestId('work-type-edit-3'));
    const drawer = await screen.findByTestId('work-type-form');
    const required = within(drawer).getByTestId('work-type-field-required-0');
    expect(required).toHaveAttribute('aria-checked', 'true');
    expect(required).not.toBeDisabled();
    fireEvent.click(within(drawer).getByTestId('work-type-field-hidden-0'));
    await waitFor(() => expect(within(drawer).getByTestId('work-type-field-required-0')).toBeDisabled());
    expect(within(drawer).getByTestId('work-type-field-required-0')).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(screen.getByTestId('work-type-submit'));

    await waitFor(() => expect(server.count('/workOrderType/update')).toBe(1));
    const body = server.bodyOf('/workOrderType/update');
    expect(body).toMatchObject({ id: '3', code: 'REPAIR', show_labour_cost: 'false' });
    expect(json(body?.fields)).toEqual([
      { field_id: 21, required: false, hidden: true, sort: 0 },
      { field_id: 22, required: false, hidden: false, options: ['a', 'b'], sort: 1 },
    ]);
    expect(json(body?.levels)).toEqual(levels);
  });

  it('deletes a type after confirmation', async () => {
    const server = fakeServer(ALL, { ...handlers, '/workOrderType/delete': null });
    renderPage(<TypeListPage />);
    fireEvent.click(await screen.findByTestId('work-type-delete-3'));
    expect(server.count('/workOrderType/delete')).toBe(0);
    fireEvent.click(await screen.findByTestId('work-type-delete-3-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderType/delete')).toMatchObject({ id: '3' }));
  });
});
