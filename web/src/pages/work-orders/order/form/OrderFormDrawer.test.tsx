import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, REQUEST_ID_PATTERN } from '@gengyun/contracts';
import { ApiError } from '@/api/api-error';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { orderRow, repairType, users } from '../../work-order-fixtures';
import { OrderFormDrawer } from './OrderFormDrawer';
import { refusedFields } from './order-form.api';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PERMS = [Permission.workOrder.list, Permission.workOrder.add, Permission.workOrder.edit];
const handlers = {
  '/workOrderType/pageList': { rows: [repairType], total: 1 },
  '/workOrderType/detail': repairType,
  '/user/pageList': users,
};

const choose = async (drawer: HTMLElement, name: string, option: string): Promise<void> => {
  fireEvent.mouseDown(within(drawer).getByRole('combobox', { name }));
  fireEvent.click(await screen.findByTitle(option));
};

describe('OrderFormDrawer', () => {
  it('uploads a file custom field unbound and sends its ids; a required file field is asked for', async () => {
    const withFile = {
      ...repairType,
      fields: [{ field_id: 31, code: 'manual', name: 'Manual', data_type: 'file' as const, option_key: null, required: true, hidden: false, options: null, sort: 0 }],
    };
    const server = fakeServer(PERMS, { ...handlers, '/workOrderType/detail': withFile, '/addFile': 77, '/workOrder/add': orderRow(5, 'toAssign') });
    renderPage(<OrderFormDrawer onClose={vi.fn()} />);
    const drawer = await screen.findByTestId('work-order-form');
    fireEvent.change(within(drawer).getByTestId('work-order-title'), { target: { value: 'Leak' } });
    await choose(drawer, 'Type', 'Repair');
    await choose(drawer, 'Person in charge', 'Li Si');
    const field = await within(drawer).findByTestId('work-order-field-manual');
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    expect(await within(drawer).findByText('Manual cannot be empty')).toBeInTheDocument();
    fireEvent.change(field.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['x'], 'manual.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(server.bodyOf('/addFile')).toMatchObject({ files: 'file:manual.pdf', business_no: 'workOrder' }));
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    expect(await within(field).findByText('manual.pdf')).toBeInTheDocument();
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/add')).toBe(1));
    expect(JSON.parse(server.bodyOf('/workOrder/add')?.custom_fields ?? 'null')).toEqual({ manual: [77] });
  }, 60_000);


  it('draws the type’s custom fields (hidden ones left out), asks for the person in charge and a required field, then sends the order with a request id', async () => {
    const server = fakeServer(PERMS, { ...handlers, '/workOrder/add': orderRow(5, 'toAssign') });
    const onClose = vi.fn();
    renderPage(<OrderFormDrawer onClose={onClose} />);
    const drawer = await screen.findByTestId('work-order-form');
    fireEvent.change(within(drawer).getByTestId('work-order-title'), { target: { value: ' Pump leak ' } });
    await choose(drawer, 'Type', 'Repair');
    expect(await within(drawer).findByTestId('work-order-field-serial')).toBeInTheDocument();
    expect(within(drawer).getByTestId('work-order-field-part')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('work-order-field-secret')).toBeNull();

    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    expect(await within(drawer).findByText('A person in charge must be assigned')).toBeInTheDocument();
    expect(await within(drawer).findByText('Serial cannot be empty')).toBeInTheDocument();
    expect(server.count('/workOrder/add')).toBe(0);

    await choose(drawer, 'Person in charge', 'Wang Wu');
    fireEvent.change(within(drawer).getByTestId('work-order-field-serial'), { target: { value: 'SN-1' } });
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/add')).toBe(1));
    const body = server.bodyOf('/workOrder/add');
    expect(body).toMatchObject({ title: 'Pump leak', type_id: '3', priority: '3', person_in_charge_id: '7' });
    expect(JSON.parse(body?.custom_fields ?? 'null')).toEqual({ serial: 'SN-1' });
    expect(body?.request_id).toMatch(REQUEST_ID_PATTERN);
    expect(body?.version).toBeUndefined();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows which rule the draft would match, asked again as the draft changes; an edit shows none', async () => {
    const match = { rule_id: 3, rule_name: 'Pumps in area A', pool_id: 9, pool_name: 'Pump crew', pool_member_names: ['Li Si', 'Zhao Liu'], handler_ids: [7], handler_names: ['Wang Wu'], person_in_charge_id: null, person_in_charge_name: null };
    const none = { ...match, rule_id: null, rule_name: null, pool_id: null, pool_name: null, pool_member_names: [], handler_ids: [], handler_names: [] };
    const server = fakeServer(PERMS, { ...handlers, '/workOrderRule/preview': (body: Record<string, string>) => (body.priority === '1' ? match : none) });
    const { unmount } = renderPage(<OrderFormDrawer onClose={vi.fn()} />);
    const drawer = await screen.findByTestId('work-order-form');
    expect(within(drawer).queryByTestId('work-order-rule-preview')).toBeNull();
    await choose(drawer, 'Type', 'Repair');
    expect(await within(drawer).findByTestId('work-order-rule-preview')).toHaveTextContent('No rule matches');
    expect(server.bodyOf('/workOrderRule/preview')).toMatchObject({ type_id: '3', priority: '3' });
    await choose(drawer, 'Priority', 'Level 1');
    await waitFor(() => expect(within(drawer).getByTestId('work-order-rule-preview')).toHaveTextContent('Rule "Pumps in area A" matches'));
    expect(within(drawer).getByTestId('work-order-rule-preview')).toHaveTextContent('Wang Wu');
    // The pool and its people by name, never by id.
    expect(within(drawer).getByTestId('work-order-rule-preview')).toHaveTextContent('Pool: Pump crew (Li Si, Zhao Liu)');
    expect(within(drawer).getByTestId('work-order-rule-preview')).not.toHaveTextContent('#9');
    unmount();
    const before = server.count('/workOrderRule/preview');
    renderPage(<OrderFormDrawer row={orderRow(4, 'toAccept')} onClose={vi.fn()} />);
    await screen.findByTestId('work-order-form');
    expect(screen.queryByTestId('work-order-rule-preview')).toBeNull();
    expect(server.count('/workOrderRule/preview')).toBe(before);
  });

  it('edits at the version read, with the stored values filled in', async () => {
    const server = fakeServer(PERMS, { ...handlers, '/workOrder/update': orderRow(4, 'toAccept') });
    renderPage(<OrderFormDrawer row={orderRow(4, 'toAccept', { custom_fields: { serial: 'SN-9' }, fee: '12.50' })} onClose={vi.fn()} />);
    const drawer = await screen.findByTestId('work-order-form');
    expect(within(drawer).getByTestId('work-order-title')).toHaveValue('Pump leak 4');
    expect(await within(drawer).findByTestId('work-order-field-serial')).toHaveValue('SN-9');
    fireEvent.change(within(drawer).getByTestId('work-order-title'), { target: { value: 'Pump leak, east hall' } });
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/update')).toBe(1));
    expect(server.bodyOf('/workOrder/update')).toMatchObject({ id: '4', version: '3', title: 'Pump leak, east hall', person_in_charge_id: '7', fee: '12.50' });
    expect(server.bodyOf('/workOrder/update')?.request_id).toBeUndefined();
  });

  it('shows the server’s refusal in the form and sends the corrected form with the same request id', async () => {
    let answer: object = fail('The location must be where the equipment is', 'workOrder.errors.locationMismatch');
    const server = fakeServer(PERMS, { ...handlers, '/workOrder/add': () => answer });
    const onClose = vi.fn();
    renderPage(<OrderFormDrawer row={undefined} onClose={onClose} />);
    const drawer = await screen.findByTestId('work-order-form');
    fireEvent.change(within(drawer).getByTestId('work-order-title'), { target: { value: 'Leak' } });
    await choose(drawer, 'Type', 'Repair');
    await choose(drawer, 'Person in charge', 'Li Si');
    fireEvent.change(await within(drawer).findByTestId('work-order-field-serial'), { target: { value: 'SN-2' } });
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    expect(await within(drawer).findByTestId('work-order-form-refusal')).toHaveTextContent('The location must be where the equipment is');
    expect(onClose).not.toHaveBeenCalled();

    answer = orderRow(6, 'toAssign');
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/add')).toBe(2));
    const [first, second] = server.bodiesOf('/workOrder/add');
    expect(second?.request_id).toBe(first?.request_id);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('maps a refusal’s named fields onto the form: custom fields by code, the others by name', () => {
    const error = new ApiError('Serial cannot be empty', 'business', { key: 'common.validation.required', fields: { serial: 'isNotEmpty', person_in_charge_id: 'isNotEmpty', token: 'x' } });
    expect(refusedFields(error, repairType.fields)).toEqual([
      { name: ['custom_fields', 'serial'], errors: ['Serial cannot be empty'] },
      { name: ['person_in_charge_id'], errors: ['Serial cannot be empty'] },
    ]);
    expect(refusedFields(new Error('x'), repairType.fields)).toEqual([]);
  });
});
