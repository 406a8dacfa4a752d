import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LocationProbe } from '@/test/location-probe';
import { orderRow } from '../work-order-fixtures';
import { SubOrderListPage } from './SubOrderListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const page = {
  rows: [
    { ...orderRow(6, 'toAssign', { parent_id: 4 }), parent: { id: 4, code: 'WO-PARENT', title: 'Line stop', status: 'processing' as const } },
    // Its parent is outside the caller's scope.
    { ...orderRow(5, 'cancelled', { parent_id: 3 }), parent: null },
  ],
  total: 2,
};

describe('SubOrderListPage (sub/work/order)', () => {
  it('lists every sub order with its parent’s number linking to the parent, a hidden parent named so', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/subWorkOrder/pageList': page });
    renderPage(
      <>
        <SubOrderListPage />
        <LocationProbe />
      </>,
    );
    const row = await screen.findByTestId('sub-order-row-6');
    expect(within(row).getByTestId('sub-order-parent-6')).toHaveTextContent('WO-PARENT');
    expect(within(row).getByTestId('sub-order-parent-6')).toHaveAttribute('href', '/gengyun/work/order/view?id=4');
    expect(row).toHaveTextContent('Waiting to assign');
    const hidden = screen.getByTestId('sub-order-row-5');
    expect(hidden).toHaveTextContent('Not visible to you');
    expect(within(hidden).queryByTestId('sub-order-parent-5')).toBeNull();
    expect(server.bodyOf('/subWorkOrder/pageList')?.parent_id).toBeUndefined();
    fireEvent.click(within(row).getByText('WO20260101-0006'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=6');
  });

  it('sends the keyword and the status filter, back on page 1', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/subWorkOrder/pageList': page });
    renderPage(<SubOrderListPage />);
    await screen.findByTestId('sub-order-row-6');
    fireEvent.change(screen.getByLabelText('Number or title'), { target: { value: 'WO2026' } });
    fireEvent.keyDown(screen.getByLabelText('Number or title'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/subWorkOrder/pageList')).toMatchObject({ keyword: 'WO2026', pageNumber: '1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
    fireEvent.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(server.bodyOf('/subWorkOrder/pageList')).toMatchObject({ status: 'overdue', keyword: 'WO2026' }));
  });
});
