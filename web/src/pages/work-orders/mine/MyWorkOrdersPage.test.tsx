import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LocationProbe } from '@/test/location-probe';
import { orderDetail, orderRow } from '../work-order-fixtures';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { MyWorkOrdersPage } = await import('./MyWorkOrdersPage');

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const page = { rows: [orderRow(3, 'processing'), orderRow(2, 'completed'), orderRow(1, 'cancelled')], total: 3 };

describe('MyWorkOrdersPage (work/workOrder)', () => {
  it('asks for the caller’s own orders, ended ones included, and opens an order’s page from its number', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page, '/workOrder/detail': orderDetail(3, 'processing', []) });
    renderPage(
      <>
        <MyWorkOrdersPage />
        <LocationProbe />
      </>,
    );
    expect(await screen.findByTestId('my-work-order-row-2')).toHaveTextContent('Completed');
    expect(screen.getByTestId('my-work-order-row-1')).toHaveTextContent('Cancelled');
    expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ mine: 'true', pageNumber: '1' });
    expect(server.bodyOf('/workOrder/pageList')?.status).toBeUndefined();
    fireEvent.click(screen.getByTestId('my-work-order-detail-3'));
    expect(await screen.findByTestId('work-order-detail')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('my-work-order-row-3')).getByText('WO20260101-0003'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=3');
  });

  it('keeps to the caller’s orders when searching and filtering by status', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<MyWorkOrdersPage />);
    await screen.findByTestId('my-work-order-row-3');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
    fireEvent.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ status: 'overdue', mine: 'true' }));
    fireEvent.change(screen.getByLabelText('Number or title'), { target: { value: 'WO2026' } });
    fireEvent.keyDown(screen.getByLabelText('Number or title'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ keyword: 'WO2026', status: 'overdue', mine: 'true' }));
  });

  it('reads the list again when one of the orders changes', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<MyWorkOrdersPage />);
    await screen.findByTestId('my-work-order-row-3');
    socketMock.emit('workOrder.changed', { id: 3, code: 'WO3', title: 't', type_id: 3, status: 'suspended', version: 4, location_id: null });
    await waitFor(() => expect(server.count('/workOrder/pageList')).toBe(2));
  });
});
