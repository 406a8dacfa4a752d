import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type RequisitionRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { RequisitionDetailPage } from './RequisitionDetailPage';
import { RequisitionListPage } from './RequisitionListPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const requisition = (status: RequisitionRow['status'], extra: Partial<RequisitionRow> = {}): RequisitionRow => ({
  ...TENANT_COLUMNS,
  id: 9,
  work_order_id: 3,
  work_order_code: 'WO-1',
  work_order_title: 'Pump leaks',
  status,
  version: 4,
  remark: null,
  create_user_name: 'Tech',
  approved_user_id: null,
  approved_user_name: null,
  approved_time: null,
  issued_time: null,
  parts_cost: '22.50',
  partly_issued: false,
  line_count: 1,
  lines: [
    { id: 1, part_id: 11, spare_part_code: 'SP-1', part_name: 'Bolt', unit: 'pcs', warehouse_id: 1, warehouse_name: 'Main', bin_id: null, bin_code: null, batch_no: null, quantity: 2, reserved: 0, issued: 2, returned: 0, available: 5, approved: true, substitutes: [] },
  ],
  ...extra,
});

const KEEPER = [Permission.requisition.list, Permission.requisition.approve, Permission.requisition.issue];

describe('requisition pages (bom/io)', () => {
  it('lists requisitions with their order, status and parts, filtered by status', async () => {
    const server = fakeServer(KEEPER, { '/requisition/pageList': { rows: [requisition('ready')], total: 1 } });
    renderPage(<RequisitionListPage />);
    const row = await screen.findByTestId('requisition-row-9');
    expect(within(row).getByText('WO-1')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('SP-1 ×2')).toBeInTheDocument();
    fireEvent.mouseDown(within(screen.getByTestId('requisition-status-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Waiting for parts', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(server.bodyOf('/requisition/pageList')).toMatchObject({ status: 'waiting' }));
  });

  it('marks a partly issued requisition and filters by the derived status', async () => {
    const server = fakeServer(KEEPER, { '/requisition/pageList': { rows: [requisition('approved', { partly_issued: true }), { ...requisition('ready'), id: 10 }], total: 2 } });
    renderPage(<RequisitionListPage />);
    const partly = await screen.findByTestId('requisition-row-9');
    expect(within(partly).getByTestId('requisition-partly-issued')).toHaveTextContent('Partly issued');
    expect(within(screen.getByTestId('requisition-row-10')).queryByTestId('requisition-partly-issued')).toBeNull();
    fireEvent.mouseDown(within(screen.getByTestId('requisition-status-filter')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Partly issued', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(server.bodyOf('/requisition/pageList')).toMatchObject({ status: 'partlyIssued' }));
  });

  it('approves a ready requisition at the version read', async () => {
    const line = { ...requisition('ready').lines[0]!, reserved: 2, issued: 0, approved: false };
    const server = fakeServer(KEEPER, { '/requisition/detail': requisition('ready', { lines: [line] }), '/requisition/approve': requisition('approved') });
    renderPage(<RequisitionDetailPage />, '/?id=9');
    fireEvent.click(await screen.findByTestId('requisition-approve'));
    await waitFor(() => expect(server.bodyOf('/requisition/approve')).toMatchObject({ id: '9', version: '4' }));
    expect(server.bodyOf('/requisition/approve')).not.toHaveProperty('warehouse_id');
    expect(screen.queryByTestId('requisition-issue')).toBeNull();
  });

  it('approves and issues per warehouse when the requisition spans two', async () => {
    const base = requisition('ready').lines[0]!;
    const lines = [
      { ...base, reserved: 2, issued: 0, approved: true },
      { ...base, id: 2, warehouse_id: 2, warehouse_name: 'Site', reserved: 3, issued: 0, approved: false },
    ];
    const server = fakeServer(KEEPER, { '/requisition/detail': requisition('ready', { lines }), '/requisition/approve': requisition('ready', { lines }) });
    renderPage(<RequisitionDetailPage />, '/?id=9');
    fireEvent.mouseDown(within(await screen.findByTestId('requisition-warehouse')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Site', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(await screen.findByTestId('requisition-approve'));
    await waitFor(() => expect(server.bodyOf('/requisition/approve')).toMatchObject({ id: '9', version: '4', warehouse_id: '2' }));
    // Site's line is not approved: nothing of Site to issue yet.
    expect(screen.queryByTestId('requisition-issue')).toBeNull();
  });

  it('issues part of an approved line now; returns part of an issued one; shows the parts cost', async () => {
    const line = { ...requisition('approved').lines[0]!, reserved: 2, issued: 0 };
    let server = fakeServer(KEEPER, { '/requisition/detail': requisition('approved', { lines: [line] }), '/requisition/issue': requisition('approved') });
    const { unmount } = renderPage(<RequisitionDetailPage />, '/?id=9');
    fireEvent.click(await screen.findByTestId('requisition-issue'));
    const input = await screen.findByTestId('requisition-issue-1');
    expect(input).toHaveValue('2');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('requisition-issue-ok'));
    await waitFor(() => expect(server.bodyOf('/requisition/issue')).toMatchObject({ id: '9', version: '4', lines: JSON.stringify([{ line_id: 1, quantity: 1 }]) }));
    unmount();

    server = fakeServer(KEEPER, { '/requisition/detail': requisition('issued'), '/requisition/return': requisition('issued') });
    renderPage(<RequisitionDetailPage />, '/?id=9');
    expect(await screen.findByTestId('requisition-parts-cost')).toHaveTextContent('22.50');
    fireEvent.click(screen.getByTestId('requisition-return'));
    fireEvent.change(await screen.findByTestId('requisition-return-1'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('requisition-return-ok'));
    await waitFor(() => expect(server.bodyOf('/requisition/return')).toMatchObject({ id: '9', version: '4', lines: JSON.stringify([{ line_id: 1, quantity: 1 }]) }));
  });

  it('offers no action without the permissions', async () => {
    fakeServer([Permission.requisition.list], { '/requisition/detail': requisition('ready') });
    renderPage(<RequisitionDetailPage />, '/?id=9');
    await screen.findByTestId('requisition-detail');
    expect(screen.queryByTestId('requisition-approve')).toBeNull();
  });
});
