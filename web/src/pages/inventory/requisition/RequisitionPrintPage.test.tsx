import { act, screen, within } from '@testing-library/react';
import { Permission, type RequisitionRow } from '@gengyun/contracts';
import { i18n } from '@/i18n/i18n-instance';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { RequisitionPrintPage } from './RequisitionPrintPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const requisition: RequisitionRow = {
  ...TENANT_COLUMNS,
  id: 9,
  work_order_id: 3,
  work_order_code: 'WO-1',
  work_order_title: 'Pump leaks',
  status: 'issued',
  version: 4,
  remark: null,
  create_user_name: 'Tech',
  approved_user_id: 2,
  approved_user_name: 'Keeper',
  approved_time: null,
  issued_time: null,
  parts_cost: '22.50',
  partly_issued: false,
  lines: [
    { id: 1, part_id: 11, spare_part_code: 'SP-1', part_name: 'Bolt', unit: 'pcs', warehouse_id: 1, warehouse_name: 'Main', bin_id: 5, bin_code: 'A-01', batch_no: 'L1', quantity: 3, reserved: 0, issued: 3, returned: 1, available: null, approved: true },
  ],
};

describe('RequisitionPrintPage (bom/io/print)', () => {
  it('prints the order, the people, each line with its place and what was issued and returned, and the signatures, in both languages', async () => {
    const server = fakeServer([Permission.requisition.list], { '/requisition/detail': requisition });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<RequisitionPrintPage />, '/gengyun/bom/io/print?id=9');
    const form = await screen.findByTestId('requisition-form');
    expect(server.bodyOf('/requisition/detail')).toMatchObject({ id: '9' });
    expect(within(form).getByTestId('requisition-form-head')).toHaveTextContent('Work order: WO-1 Pump leaks · Status: Issued · Requested by: Tech · Approved by: Keeper · Parts cost: 22.50');
    const line = within(form).getByTestId('requisition-form-line-1');
    expect([...line.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['SP-1 Bolt', 'pcs', 'Main / A-01 / L1', '3', '3', '1']);
    expect(within(form).getByText(/Received by \(signature\)/)).toBeInTheDocument();
    screen.getByTestId('requisition-print').click();
    expect(print).toHaveBeenCalledTimes(1);

    await act(() => i18n.changeLanguage('zh_CN'));
    expect(within(form).getByText('备件领用单')).toBeInTheDocument();
    expect(within(form).getByText(/领用人签字/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en_US'));
    print.mockRestore();
  });
});
