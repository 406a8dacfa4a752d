import { act, screen, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { i18n } from '@/i18n/i18n-instance';
import { fakeServer, renderPage } from '@/test/page-harness';
import { RequisitionPrintPage } from './RequisitionPrintPage';
import { requisitionLine, requisitionRow } from './requisition-fixtures';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const requisition = requisitionRow({
  approved_user_id: 2,
  parts_cost: '22.50',
  lines: [requisitionLine(1, { part_name: 'Bolt', batch_no: 'L1', quantity: 3, issued: 3, available: null, approved: true })],
});

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
