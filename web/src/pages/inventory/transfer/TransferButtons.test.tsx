import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { i18n } from '@/i18n/i18n-instance';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { LedgerExportButton, OpeningImportButton, PartTransferButtons } from './TransferButtons';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('inventory export and import buttons', () => {
  it('exports the ledger with the list’s filters, follows the task and downloads the file when ready', async () => {
    let polls = 0;
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.href);
    });
    const server = fakeServer([Permission.stock.list, Permission.exportTask.list], {
      '/stockMovement/export': { id: 9, status: 0 },
      '/inventory/exportTask': () => (++polls < 2 ? { id: 9, status: 1, progress: 40, total_rows: 0, has_file: false, messages: [] } : { id: 9, status: 2, progress: 100, total_rows: 12, has_file: true, messages: [] }),
    });
    renderPage(<LedgerExportButton filters={{ keyword: 'SP-1', warehouse_id: 3, pageNumber: 2, pageSize: 10 }} />);
    await userEvent.click(await screen.findByTestId('ledger-export'));
    expect(await screen.findByTestId('inventory-export-ready', {}, { timeout: 5000 })).toHaveTextContent('12 rows exported');
    expect(server.bodyOf('/stockMovement/export')).toMatchObject({ keyword: 'SP-1', warehouse_id: '3' });
    expect(server.bodyOf('/stockMovement/export')).not.toHaveProperty('pageNumber');
    expect(server.bodyOf('/inventory/exportTask')).toMatchObject({ id: '9' });
    expect(clicks.some((href) => href.includes('/exportFile?id=9') && href.includes('business_no=exportTask'))).toBe(true);
    expect(screen.getByTestId('inventory-export-centre')).toHaveAttribute('href', '/gengyun/export');
    click.mockRestore();
  });

  it('shows a failed export', async () => {
    fakeServer([Permission.sparePart.list], {
      '/sparePart/export': { id: 4, status: 0 },
      '/inventory/exportTask': { id: 4, status: 3, progress: 0, total_rows: 0, has_file: false, messages: [{ key: 'inventory.export.failed' }] },
    });
    renderPage(<PartTransferButtons filters={{}} />);
    await userEvent.click(await screen.findByTestId('part-export'));
    expect(await screen.findByTestId('inventory-export-failed')).toHaveTextContent('The export failed');
    // No centre link without its permission; no import without the add permission.
    expect(screen.queryByTestId('inventory-export-centre')).toBeNull();
    expect(screen.queryByTestId('part-import')).toBeNull();
    expect(screen.queryByTestId('part-import-overlay')).toBeNull();
  });

  it('imports parts: refuses other files before sending, then lists each problem in the reader’s language', async () => {
    const server = fakeServer([Permission.sparePart.list, Permission.sparePart.add], {
      '/sparePart/import': { id: 5, status: 0 },
      '/inventory/importTask': {
        id: 5, status: 3, progress: 0, done_rows: 0, has_file: false,
        messages: [
          { key: 'files.errors.rowEmpty', params: [3, { key: 'inventory.part.code' }], row: 3, column: 'inventory.part.code' },
          { key: 'inventory.transfer.unknown', params: [4, { key: 'inventory.part.supplier' }, 'Nobody'], row: 4, column: 'inventory.part.supplier' },
        ],
      },
    });
    renderPage(<PartTransferButtons filters={{}} />);
    await userEvent.click(await screen.findByTestId('part-import'));
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['x'], 'parts.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(toast.error).toHaveBeenCalledWith('Only xls and xlsx files can be imported');
    await userEvent.click(screen.getByTestId('inventory-import-submit'));
    expect(server.count('/sparePart/import')).toBe(0);
    await userEvent.upload(input(), new File(['PK'], 'parts.xlsx', { type: XLSX }));
    await userEvent.click(screen.getByTestId('inventory-import-submit'));
    expect(await screen.findByTestId('inventory-import-outcome', {}, { timeout: 5000 })).toHaveTextContent('Import failed; nothing was written');
    const problems = screen.getAllByTestId('inventory-import-problem').map((p) => p.textContent);
    expect(problems).toEqual(['Row 3: Spare part code cannot be empty', 'Row 4: Supplier "Nobody" does not exist']);
    expect(server.bodyOf('/sparePart/import')).toMatchObject({ files: 'file:parts.xlsx' });
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(screen.getAllByTestId('inventory-import-problem').map((p) => p.textContent)).toEqual(['第3行：备件编码不能为空', '第4行：供应商“Nobody”不存在']);
    await act(() => i18n.changeLanguage('en_US'));
  });

  it('imports parts updating existing codes when asked (the overlay mode is sent beside the file)', async () => {
    const server = fakeServer([Permission.sparePart.list, Permission.sparePart.add], {
      '/sparePart/import': { id: 7, status: 0 },
      '/inventory/importTask': { id: 7, status: 2, progress: 100, done_rows: 2, has_file: false, messages: [] },
    });
    renderPage(<PartTransferButtons filters={{}} />);
    await userEvent.click(await screen.findByTestId('part-import-overlay'));
    expect(within(screen.getByRole('dialog')).getByText('Import spare parts, updating existing codes')).toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['PK'], 'parts.xlsx', { type: XLSX }));
    await userEvent.click(screen.getByTestId('inventory-import-submit'));
    expect(await screen.findByTestId('inventory-import-outcome')).toHaveTextContent('2 rows imported');
    expect(server.bodyOf('/sparePart/import')).toMatchObject({ files: 'file:parts.xlsx', overlay: 'true' });
  });

  it('imports opening stock for those who may put in, and says how many rows went in', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.putIn], {
      '/stock/openingImport': { id: 6, status: 0 },
      '/inventory/importTask': { id: 6, status: 2, progress: 100, done_rows: 3, has_file: false, messages: [] },
    });
    renderPage(<OpeningImportButton />);
    await userEvent.click(await screen.findByTestId('stock-opening-import'));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Import opening stock')).toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['PK'], 'opening.xlsx', { type: XLSX }));
    await userEvent.click(screen.getByTestId('inventory-import-submit'));
    expect(await screen.findByTestId('inventory-import-outcome')).toHaveTextContent('3 rows imported');
    expect(server.count('/stock/openingImport')).toBe(1);
  });

  it('offers no opening import without the put-in permission', async () => {
    fakeServer([Permission.stock.list]);
    renderPage(<OpeningImportButton />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('stock-opening-import')).toBeNull();
  });
});
