import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkOrderDetail, type WorkOrderRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { orderRow } from '../work-order-fixtures';
import { LocationProbe } from '@/test/location-probe';
import { WorkOrderListPage } from './WorkOrderListPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, status: WorkOrderRow['status']): WorkOrderRow => orderRow(id, status, { type_id: 1, description: null });
const page = { rows: [row(2, 'processing'), row(1, 'cancelled')], total: 2 };
const detail: WorkOrderDetail = {
  ...row(2, 'processing'),
  actions: ['suspend', 'finish'],
  timeline: [
    { id: 11, create_time: '2026-01-01T00:00:00.000Z', user_id: 7, user_name: 'Wang Wu', action: 'create', from_status: null, to_status: 'toAssign', note: null, changes: [] },
    { id: 12, create_time: '2026-01-01T01:00:00.000Z', user_id: 7, user_name: 'Wang Wu', action: 'assign', from_status: 'toAssign', to_status: 'toAccept', note: null, changes: [] },
    { id: 13, create_time: '2026-01-01T02:00:00.000Z', user_id: 8, user_name: 'Li Si', action: 'start', from_status: 'toRepair', to_status: 'processing', note: 'on site', changes: [] },
  ],
};

describe('WorkOrderListPage', () => {
  it('lists orders with their status tags in the reader’s language', async () => {
    fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<WorkOrderListPage />);
    const processing = await screen.findByTestId('work-order-row-2');
    expect(processing).toHaveAttribute('data-status', 'processing');
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(within(screen.getByTestId('work-order-row-1')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(processing).getByText('Li Si')).toBeInTheDocument();
  });

  it('sends the keyword and the status filter to the server, back on page 1', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<WorkOrderListPage />);
    await screen.findByTestId('work-order-row-2');
    fireEvent.change(screen.getByLabelText('Number or title'), { target: { value: ' WO2026 ' } });
    fireEvent.keyDown(screen.getByLabelText('Number or title'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ keyword: 'WO2026', pageNumber: '1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by status' }));
    fireEvent.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ status: 'overdue', keyword: 'WO2026' }));
  });

  it('opened from the past-due tile’s address, asks for past-due orders only until the filter is closed', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page });
    renderPage(<WorkOrderListPage />, '/gengyun/work/order/list?past_due=1');
    await screen.findByTestId('work-order-row-2');
    expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ past_due: 'true' });
    const tag = screen.getByTestId('work-order-past-due-filter');
    expect(tag).toHaveTextContent('Past due');
    fireEvent.click(tag.querySelector('.ant-tag-close-icon') as HTMLElement);
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).not.toHaveProperty('past_due'));
    expect(screen.queryByTestId('work-order-past-due-filter')).toBeNull();
  });

  it('exports with the past-due filter the list is showing', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page, '/workOrder/export': { id: 7, status: 0 } });
    renderPage(<WorkOrderListPage />, '/gengyun/work/order/list?past_due=1&status=processing');
    await screen.findByTestId('work-order-row-2');
    fireEvent.click(screen.getByTestId('work-order-export'));
    await waitFor(() => expect(server.bodyOf('/workOrder/export')).toMatchObject({ past_due: 'true', status: 'processing' }));
    expect(server.bodyOf('/workOrder/export')).not.toHaveProperty('pageNumber');
  });

  it('says "more than 2000" when the server capped a keyword’s total, and pages on', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': { ...page, total: 2000, totalCapped: true } });
    renderPage(<WorkOrderListPage />);
    expect(await screen.findByText('More than 2000 items')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('100'));
    await waitFor(() => expect(server.bodyOf('/workOrder/pageList')).toMatchObject({ pageNumber: '100' }));
  });

  it('opens the detail drawer with the timeline: who, what, from → to and the note', async () => {
    const server = fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page, '/workOrder/detail': detail });
    renderPage(<WorkOrderListPage />);
    fireEvent.click(await screen.findByTestId('work-order-detail-2'));
    const drawer = await screen.findByTestId('work-order-detail');
    expect(within(drawer).getByText('Work order WO20260101-0002')).toBeInTheDocument();
    const start = await within(drawer).findByTestId('work-order-step-13');
    expect(start).toHaveTextContent('Li Si · Start · To repair → Processing');
    expect(start).toHaveTextContent('on site');
    expect(within(drawer).getByTestId('work-order-step-11')).toHaveTextContent('Wang Wu · Create · Waiting to assign');
    expect(server.bodyOf('/workOrder/detail')).toMatchObject({ id: '2' });
  });

  it('opens an order’s page from its number, and from the drawer’s "open as a page"', async () => {
    fakeServer([Permission.workOrder.list], { '/workOrder/pageList': page, '/workOrder/detail': detail });
    renderPage(
      <>
        <WorkOrderListPage />
        <LocationProbe />
      </>,
    );
    fireEvent.click(within(await screen.findByTestId('work-order-row-1')).getByText('WO20260101-0001'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=1');
    fireEvent.click(screen.getByTestId('work-order-detail-2'));
    fireEvent.click(within(await screen.findByTestId('work-order-detail')).getByTestId('work-order-open-page'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=2');
  });
});
