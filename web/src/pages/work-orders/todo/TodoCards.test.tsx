import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Permission, type WorkOrderTodoRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { orderRow } from '../work-order-fixtures';
import { TodoCards } from './TodoCards';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const todo = (id: number, status: WorkOrderTodoRow['status'], kind: WorkOrderTodoRow['todo']): WorkOrderTodoRow => ({ ...orderRow(id, status), todo: kind });
const rows = [todo(1, 'toAssign', 'grab'), todo(4, 'processing', 'work'), todo(5, 'pendingConfirmation', 'review')];

function Where(): React.ReactElement {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

const cards = (
  <Routes>
    <Route path="/" element={<TodoCards rows={rows} total={3} pageNumber={1} pageSize={10} onPage={vi.fn()} onDetail={vi.fn()} />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('TodoCards on a phone', () => {
  it('opens the handler page with one tap on the order’s title, for its own work and for orders to grab', async () => {
    fakeServer([Permission.workOrder.list, Permission.workOrder.handle]);
    renderPage(cards);
    const grab = await screen.findByTestId('todo-card-1');
    expect(await within(grab).findByTestId('todo-handle-1')).toHaveClass('ant-btn-lg', 'ant-btn-block');
    expect(within(screen.getByTestId('todo-card-5')).queryByTestId('todo-open-5')).toBeNull();
    fireEvent.click(screen.getByTestId('todo-open-4'));
    expect(await screen.findByTestId('where')).toHaveTextContent(/work\/order\/handler\?id=4$/);
  });

  it('without the handle permission the title is plain text', async () => {
    fakeServer([Permission.workOrder.list]);
    renderPage(cards);
    expect(await screen.findByTestId('todo-card-4')).toHaveTextContent('Pump leak 4');
    expect(screen.queryByTestId('todo-open-4')).toBeNull();
  });
});
