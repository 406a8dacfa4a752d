import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkOrderTodoRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { orderRow } from '../work-order-fixtures';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { TodoListPage } = await import('./TodoListPage');

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PERMS = [Permission.workOrder.list, Permission.workOrder.handle, Permission.workOrder.review];
const todo = (id: number, status: WorkOrderTodoRow['status'], kind: WorkOrderTodoRow['todo']): WorkOrderTodoRow => ({ ...orderRow(id, status), todo: kind });
const page = {
  rows: [todo(1, 'toAssign', 'grab'), todo(2, 'toAccept', 'accept'), todo(3, 'toRepair', 'work'), todo(4, 'processing', 'work'), todo(5, 'pendingConfirmation', 'review')],
  total: 5,
};
const push = { id: 1, code: 'WO1', title: 't', type_id: 3, status: 'toRepair' as const, version: 4, location_id: null };

describe('TodoListPage (todo/task/list)', () => {
  it('lists the to-dos with why each waits, grab, accept and start in the row, and the handler page for the work', async () => {
    fakeServer(PERMS, { '/workOrder/todo': page });
    renderPage(<TodoListPage />);
    const grab = await screen.findByTestId('todo-row-1');
    expect(grab).toHaveAttribute('data-kind', 'grab');
    expect(within(grab).getByText('To grab from my pools')).toBeInTheDocument();
    expect(within(grab).getByTestId('todo-grab-1')).toHaveTextContent('Grab');
    expect(screen.getByTestId('todo-accept-2')).toHaveTextContent('Accept');
    expect(screen.getByTestId('todo-start-3')).toHaveTextContent('Start');
    expect(within(screen.getByTestId('todo-row-4')).queryByRole('button', { name: /Start|Grab|Accept/ })).toBeNull();
    expect(screen.getByTestId('todo-handle-4')).toBeInTheDocument();
    expect(screen.queryByTestId('todo-handle-5')).toBeNull();
    expect(screen.getByTestId('todo-detail-5')).toBeInTheDocument();
  });

  it('grabs in place at the version listed and reads the to-dos again', async () => {
    const server = fakeServer(PERMS, { '/workOrder/todo': page, '/workOrder/act': orderRow(1, 'toRepair', { version: 4 }) });
    renderPage(<TodoListPage />);
    fireEvent.click(await screen.findByTestId('todo-grab-1'));
    await waitFor(() => expect(server.count('/workOrder/act')).toBe(1));
    expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '1', version: '3', action: 'grab' });
    await waitFor(() => expect(server.count('/workOrder/todo')).toBe(2));
  });

  it('shows a refusal (someone grabbed it first) and reads the to-dos again', async () => {
    const server = fakeServer(PERMS, { '/workOrder/todo': page, '/workOrder/act': fail('Failure, get the latest data and retry', 'common.errors.staleData') });
    renderPage(<TodoListPage />);
    fireEvent.click(await screen.findByTestId('todo-grab-1'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failure, get the latest data and retry'));
    await waitFor(() => expect(server.count('/workOrder/todo')).toBe(2));
  });

  it('filters by kind, from the address (the overview’s pool tile) and by choice', async () => {
    const server = fakeServer(PERMS, { '/workOrder/todo': page });
    renderPage(<TodoListPage />, '/?kind=grab');
    await screen.findByTestId('todo-row-1');
    expect(server.bodyOf('/workOrder/todo')).toMatchObject({ kind: 'grab', pageNumber: '1' });
    fireEvent.click(within(screen.getByTestId('todo-kind')).getByText('To review or confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrder/todo')).toMatchObject({ kind: 'review' }));
    fireEvent.click(within(screen.getByTestId('todo-kind')).getByText('All'));
    await waitFor(() => expect(server.bodyOf('/workOrder/todo')?.kind).toBeUndefined());
  });

  it('reads the to-dos again when a work order changes', async () => {
    const server = fakeServer(PERMS, { '/workOrder/todo': page });
    renderPage(<TodoListPage />);
    await screen.findByTestId('todo-row-1');
    socketMock.emit('workOrder.changed', push);
    await waitFor(() => expect(server.count('/workOrder/todo')).toBe(2));
  });

  it('shows cards with large full-width buttons on a 390 px phone', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const server = fakeServer(PERMS, { '/workOrder/todo': page, '/workOrder/act': orderRow(2, 'toRepair', { version: 4 }) });
      renderPage(<TodoListPage />);
      const card = await screen.findByTestId('todo-card-2');
      expect(screen.queryByTestId('todo-row-2')).toBeNull();
      expect(card).toHaveAttribute('data-kind', 'accept');
      const accept = within(card).getByTestId('todo-accept-2');
      expect(accept).toHaveClass('ant-btn-lg', 'ant-btn-block');
      expect(within(card).getByTestId('todo-handle-2')).toHaveClass('ant-btn-lg', 'ant-btn-block');
      fireEvent.click(accept);
      await waitFor(() => expect(server.bodyOf('/workOrder/act')).toMatchObject({ id: '2', version: '3', action: 'accept' }));
    } finally {
      window.innerWidth = width;
    }
  });
});
