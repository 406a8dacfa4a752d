import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { StocktakeListPage } from './StocktakeListPage';
import { StocktakeReportPage } from './StocktakeReportPage';
import { count, line, warehouse } from './stocktake-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const { lines: _lines, ...row } = count();
const rows = [
  { ...row, id: 1, code: 'ST-DRAFT', state: 'draft' as const },
  { ...row, id: 2, code: 'ST-COUNT', state: 'counting' as const },
  { ...row, id: 3, code: 'ST-DONE', state: 'finished' as const, bin_codes: ['A-01'] },
];

describe('StocktakeListPage', () => {
  it('lists counts with state and progress, offers each its next step, and filters by warehouse and state', async () => {
    const server = fakeServer(Object.values(Permission.stocktake), {
      '/stocktake/pageList': { rows, total: 3 },
      '/warehouse/pageList': { rows: [warehouse], total: 1 },
      '/stocktake/approve': count({ state: 'approved' }),
    });
    renderPage(<StocktakeListPage />, '/gengyun/bom/warehouseManageList/Inventory');
    const table = await screen.findByTestId('stocktake-row-3');
    expect(within(table).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(table).getByText('A-01')).toBeInTheDocument();
    expect(within(screen.getByTestId('stocktake-row-1')).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByTestId('stocktake-start-1')).toBeInTheDocument();
    expect(screen.getByTestId('stocktake-finish-2')).toBeInTheDocument();
    expect(screen.getByTestId('stocktake-count-2')).toBeInTheDocument();
    expect(screen.queryByTestId('stocktake-count-3')).not.toBeInTheDocument();
    // Approval asks first, then posts.
    fireEvent.click(screen.getByTestId('stocktake-approve-3'));
    expect(server.count('/stocktake/approve')).toBe(0);
    fireEvent.click(await screen.findByTestId('stocktake-approve-ok'));
    await waitFor(() => expect(server.bodyOf('/stocktake/approve')).toMatchObject({ id: '3' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByTitle('Counting'));
    await waitFor(() => expect(server.bodyOf('/stocktake/pageList')).toMatchObject({ state: 'counting' }));
  });

  it('shows no steps to a viewer without the permissions', async () => {
    fakeServer([Permission.stocktake.list], { '/stocktake/pageList': { rows, total: 3 } });
    renderPage(<StocktakeListPage />, '/gengyun/bom/warehouseManageList/Inventory');
    await screen.findByTestId('stocktake-row-3');
    expect(screen.queryByTestId('stocktake-approve-3')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stocktake-start-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stocktake-add')).not.toBeInTheDocument();
  });
});

describe('StocktakeReportPage', () => {
  it('prints only the lines with a difference, with what moved during the count and what was adjusted', async () => {
    const lines = [line({ id: 1, counted: 8, difference: -2, moved_since_start: -1, adjusted: -2 }), line({ id: 2, part_id: 6, counted: 4, expected: 4, difference: 0, adjusted: 0 })];
    fakeServer([Permission.stocktake.list], { '/stocktake/detail': count({ state: 'approved', document_no: 'IO2026', lines }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage(<StocktakeReportPage />, '/gengyun/bom/warehouseManageList/Inventory/report?id=7');
    const report = await screen.findByTestId('stocktake-report');
    expect(within(report).getByTestId('report-line-1')).toHaveTextContent('BRG-6204 BearingA-01108-2-1-2');
    expect(within(report).queryByTestId('report-line-2')).not.toBeInTheDocument();
    expect(report).toHaveTextContent('IO2026');
    fireEvent.click(screen.getByTestId('stocktake-report-print'));
    expect(print).toHaveBeenCalled();
  });
});
