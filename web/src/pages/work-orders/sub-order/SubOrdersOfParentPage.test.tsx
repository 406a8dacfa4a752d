import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { LocationProbe } from '@/test/location-probe';
import { orderDetail, orderRow, repairType, users } from '../work-order-fixtures';
import { SubOrdersOfParentPage } from './SubOrdersOfParentPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = [Permission.workOrder.list];
const ADD = [Permission.workOrder.list, Permission.workOrder.add];
const parent = orderDetail(4, 'processing', []);
const child = (id: number, status: Parameters<typeof orderRow>[1]) => ({ ...orderRow(id, status, { parent_id: 4, title: `Order parts ${id}` }), parent: { id: 4, code: parent.code, title: parent.title, status: parent.status } });
const children = { rows: [child(6, 'toAssign'), child(5, 'completed')], total: 2 };
const FORM = { '/workOrderType/pageList': { rows: [repairType], total: 1 }, '/workOrderType/detail': repairType, '/user/pageList': users };

const open = (route = '/?id=4') =>
  renderPage(
    <>
      <SubOrdersOfParentPage />
      <LocationProbe />
    </>,
    route,
  );

describe('SubOrdersOfParentPage (work/order/sub)', () => {
  it('shows the parent on top and its sub orders below, each number linking to its page', async () => {
    const server = fakeServer(LIST, { '/workOrder/detail': parent, '/subWorkOrder/pageList': children });
    open();
    const summary = await screen.findByTestId('sub-orders-parent');
    expect(summary).toHaveTextContent(parent.code);
    expect(summary).toHaveTextContent('Pump leak 4');
    expect(summary).toHaveTextContent('Processing');
    expect(screen.getByText(`Sub work orders of ${parent.code}`)).toBeInTheDocument();
    const row = await screen.findByTestId('sub-order-row-6');
    expect(row).toHaveTextContent('Waiting to assign');
    expect(row).toHaveTextContent('Repair');
    expect(row).toHaveTextContent('Wang Wu');
    expect(screen.getByTestId('sub-order-row-5')).toHaveTextContent('Completed');
    expect(server.bodyOf('/subWorkOrder/pageList')).toMatchObject({ parent_id: '4', pageNumber: '1' });
    expect(screen.getByTestId('sub-orders-parent-link')).toHaveAttribute('href', '/gengyun/work/order/view?id=4');
    fireEvent.click(within(row).getByText('WO20260101-0006'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/view?id=6');
  });

  it('adds a sub order through the order form with the parent set', async () => {
    const server = fakeServer(ADD, { '/workOrder/detail': parent, '/subWorkOrder/pageList': children, ...FORM, '/workOrder/add': child(7, 'toAssign') });
    open();
    fireEvent.click(await screen.findByTestId('sub-orders-add'));
    const drawer = await screen.findByTestId('work-order-form');
    expect(within(drawer).getByText('Add a sub work order')).toBeInTheDocument();
    expect(within(drawer).getByTestId('work-order-form-parent')).toHaveTextContent(`${parent.code} Pump leak 4`);
    fireEvent.change(within(drawer).getByTestId('work-order-title'), { target: { value: 'Order the seal' } });
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('Repair'));
    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Person in charge' }));
    fireEvent.click(await screen.findByTitle('Wang Wu'));
    fireEvent.change(await within(drawer).findByTestId('work-order-field-serial'), { target: { value: 'SN-1' } });
    fireEvent.click(within(drawer).getByTestId('work-order-submit'));
    await waitFor(() => expect(server.count('/workOrder/add')).toBe(1));
    expect(server.bodyOf('/workOrder/add')).toMatchObject({ title: 'Order the seal', parent_id: '4', type_id: '3', person_in_charge_id: '7' });
    // The lists are read again after the add.
    await waitFor(() => expect(server.count('/subWorkOrder/pageList')).toBe(2));
  });

  it('offers no add without the permission, for an ended parent, or under a sub order', async () => {
    fakeServer(LIST, { '/workOrder/detail': parent, '/subWorkOrder/pageList': children });
    const first = open();
    await screen.findByTestId('sub-order-row-6');
    expect(screen.queryByTestId('sub-orders-add')).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    fakeServer(ADD, { '/workOrder/detail': orderDetail(4, 'completed', []), '/subWorkOrder/pageList': children });
    const second = open();
    await screen.findByTestId('sub-order-row-6');
    expect(screen.queryByTestId('sub-orders-add')).toBeNull();
    second.unmount();
    vi.unstubAllGlobals();
    fakeServer(ADD, { '/workOrder/detail': orderDetail(4, 'processing', [], { parent_id: 2 }), '/subWorkOrder/pageList': { rows: [], total: 0 } });
    open();
    await screen.findByTestId('sub-orders-parent');
    expect(screen.queryByTestId('sub-orders-add')).toBeNull();
  });

  it('says the parent does not exist for an unknown or foreign id, without asking for its sub orders', async () => {
    const server = fakeServer(LIST, { '/workOrder/detail': fail('信息不存在', 'common.errors.notFound'), '/subWorkOrder/pageList': children });
    open('/?id=999');
    expect(await screen.findByText('The work order does not exist or you may not see it')).toBeInTheDocument();
    expect(server.bodyOf('/workOrder/detail')).toMatchObject({ id: '999' });
    expect(server.count('/subWorkOrder/pageList')).toBe(0);
    fireEvent.click(screen.getByTestId('sub-orders-back'));
    expect(screen.getByTestId('location')).toHaveTextContent('/gengyun/work/order/list');
  });
});
