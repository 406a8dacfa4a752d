import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, REQUEST_ID_PATTERN, type WorkOrderDetail } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { orderDetail, orderRow, users } from '../../work-order-fixtures';
import { WorkOrderDetailDrawer } from '../WorkOrderDetailDrawer';
import { WorkOrderListPage } from '../WorkOrderListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PERMS = Object.values(Permission.workOrder);
const STALE = 'Failure, get the latest data and retry';

const openDrawer = async (detail: WorkOrderDetail | (() => WorkOrderDetail), extra: Record<string, unknown> = {}) => {
  const server = fakeServer(PERMS, { '/workOrder/detail': detail, '/user/pageList': users, ...extra });
  renderPage(<WorkOrderDetailDrawer row={orderRow(2, 'toAccept')} onClose={vi.fn()} />);
  const bar = await screen.findByTestId('work-order-actions');
  return { server, bar };
};
const dialog = (action: string) => screen.findByTestId(`work-order-action-dialog-${action}`);

describe('ActionBar in the detail drawer', () => {
  it('offers exactly the actions the detail answers, labelled in the reader’s language', async () => {
    const { bar } = await openDrawer(orderDetail(2, 'toAccept', ['accept', 'transfer', 'giveBack', 'cancel']));
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept', 'Transfer', 'Return', 'Cancel']);
    expect(screen.queryByTestId('work-order-action-start')).toBeNull();
  });

  it('sends a one-click action at the version read, with a request id', async () => {
    const { server, bar } = await openDrawer(orderDetail(2, 'toAccept', ['accept']), { '/workOrder/act': orderRow(2, 'toRepair', { version: 4 }) });
    fireEvent.click(within(bar).getByTestId('work-order-action-accept'));
    await waitFor(() => expect(server.count('/workOrder/act')).toBe(1));
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '2', version: '3', action: 'accept' });
    expect(server.bodyOf('/workOrder/act')?.request_id).toMatch(REQUEST_ID_PATTERN);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"Accept" done'));
  });

  it('asks a reason before giving the order back, and confirms it', async () => {
    const { server, bar } = await openDrawer(orderDetail(2, 'toAccept', ['giveBack']), { '/workOrder/act': orderRow(2, 'returned', { version: 4 }) });
    fireEvent.click(within(bar).getByTestId('work-order-action-giveBack'));
    const modal = await dialog('giveBack');
    expect(within(modal).getByText('Do you really want to "Return" this work order?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    expect(await within(modal).findByText('Reason cannot be empty')).toBeInTheDocument();
    expect(server.count('/workOrder/act')).toBe(0);
    fireEvent.change(within(modal).getByTestId('work-order-action-note'), { target: { value: ' no spare seal ' } });
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    await waitFor(() => expect(server.count('/workOrder/act')).toBe(1));
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '2', version: '3', action: 'giveBack', note: 'no spare seal' });
  });

  it('transfers to someone else: the picker leaves the caller out; a refusal shows in the dialog', async () => {
    const { server, bar } = await openDrawer(orderDetail(2, 'toAccept', ['transfer']), { '/workOrder/act': fail('The transfer assignee cannot be yourself', 'workOrder.errors.transferSelf') });
    fireEvent.click(within(bar).getByTestId('work-order-action-transfer'));
    const modal = await dialog('transfer');
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Transfer to' }));
    fireEvent.click(await screen.findByTitle('Zhao Liu'));
    expect(screen.queryByTitle('Admin')).toBeNull();
    fireEvent.change(within(modal).getByTestId('work-order-action-note'), { target: { value: 'night shift' } });
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    expect(await within(modal).findByTestId('work-order-action-refusal')).toHaveTextContent('The transfer assignee cannot be yourself');
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ action: 'transfer', transfer_to: '9', note: 'night shift' });
  });

  it('evaluates with a score from 1 to 5 and a comment', async () => {
    const { server, bar } = await openDrawer(orderDetail(2, 'toEvaluate', ['evaluate']), { '/workOrder/act': orderRow(2, 'toConfirm', { version: 4 }) });
    fireEvent.click(within(bar).getByTestId('work-order-action-evaluate'));
    const modal = await dialog('evaluate');
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    expect(await within(modal).findByText('Please choose Score')).toBeInTheDocument();
    const stars = modal.querySelectorAll('.ant-rate-star > div');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3] as Element);
    fireEvent.change(within(modal).getByTestId('work-order-action-note'), { target: { value: 'quick and clean' } });
    fireEvent.click(screen.getByTestId('work-order-action-ok'));
    await waitFor(() => expect(server.count('/workOrder/act')).toBe(1));
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ action: 'evaluate', score: '4', note: 'quick and clean' });
  });

  it('on "get the latest data and retry" shows the message and reads the order again (its buttons change)', async () => {
    let current = orderDetail(2, 'toRepair', ['start']);
    const { server, bar } = await openDrawer(() => current, { '/workOrder/act': fail(STALE, 'common.errors.staleData') });
    current = orderDetail(2, 'processing', ['suspend', 'finish'], { version: 4 });
    fireEvent.click(within(bar).getByTestId('work-order-action-start'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(STALE));
    expect(await screen.findByTestId('work-order-action-finish')).toBeInTheDocument();
    expect(screen.queryByTestId('work-order-action-start')).toBeNull();
    expect(server.count('/workOrder/detail')).toBe(2);
  });
});

describe('the list’s add, edit and batch assignment', () => {
  const page = { rows: [orderRow(2, 'processing'), orderRow(3, 'processing'), orderRow(4, 'toAccept'), orderRow(5, 'cancelled')], total: 4 };

  it('shows add, edit and batch assignment only with their permissions', async () => {
    fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<WorkOrderListPage />);
    await screen.findByTestId('work-order-row-2');
    expect(screen.queryByTestId('work-order-add')).toBeNull();
    expect(screen.queryByTestId('work-order-edit-2')).toBeNull();
    expect(screen.queryByTestId('work-order-batch-assign')).toBeNull();
  });

  it('assigns the selected orders of one type in processing together; other statuses disable it', async () => {
    const server = fakeServer(PERMS, { '/workOrder/pageList': page, '/user/pageList': users, '/workOrder/batchAssign': [] });
    renderPage(<WorkOrderListPage />);
    const select = async (id: number) => fireEvent.click(within(await screen.findByTestId(`work-order-row-${id}`)).getByRole('checkbox'));
    expect(await screen.findByTestId('work-order-add')).toBeInTheDocument();
    expect(screen.getByTestId('work-order-edit-2')).toBeInTheDocument();
    expect(screen.queryByTestId('work-order-edit-5')).toBeNull();
    await select(2);
    await select(4);
    await waitFor(() => expect(screen.getByTestId('work-order-batch-assign')).toBeDisabled());
    await select(4);
    await select(3);
    await waitFor(() => expect(screen.getByTestId('work-order-batch-assign')).toBeEnabled());
    fireEvent.click(screen.getByTestId('work-order-batch-assign'));
    const modal = await screen.findByTestId('work-order-batch-dialog');
    fireEvent.mouseDown(within(modal).getByRole('combobox', { name: 'Handlers' }));
    fireEvent.click(await screen.findByTitle('Zhao Liu'));
    fireEvent.click(screen.getByTestId('work-order-batch-ok'));
    await waitFor(() => expect(server.count('/workOrder/batchAssign')).toBe(1));
    const body = server.bodyOf('/workOrder/batchAssign');
    expect(JSON.parse(body?.ids ?? 'null')).toEqual([2, 3]);
    expect(JSON.parse(body?.handler_ids ?? 'null')).toEqual([9]);
    expect(body?.request_id).toMatch(REQUEST_ID_PATTERN);
  });
});
