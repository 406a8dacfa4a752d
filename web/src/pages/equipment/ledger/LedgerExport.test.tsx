import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { ExportTaskDialog } from '@/components/TaskDialogs';
import { fakeServer, renderPage } from '@/test/page-harness';
import type { EquipmentFilters } from './equipment.api';
import { LEDGER_EXPORT, startExport } from './import-export.api';

/** The ledger's export as its list page opens it: the shared dialog started with the list's filters. */
const LedgerExport = ({ filters }: { filters: EquipmentFilters }) => <ExportTaskDialog {...LEDGER_EXPORT} start={() => startExport(filters)} onClose={() => undefined} />;

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

describe('export', () => {
  it('starts the task with the filters, follows it and downloads the workbook through /exportFile', async () => {
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.href);
    });
    let polls = 0;
    const server = fakeServer([Permission.equipment.list, Permission.equipment.export], {
      '/equipment/export': () => ({ id: 9, status: 0 }),
      '/exportTask/detail': () => {
        polls += 1;
        return polls < 2
          ? { id: 9, kind: 'export', status: 1, progress: 30, total_rows: 0, messages: [], has_file: false }
          : { id: 9, kind: 'export', status: 2, progress: 100, total_rows: 3, messages: [], has_file: true };
      },
    });
    renderPage(<LedgerExport filters={{ keyword: 'pump', pageNumber: 2, pageSize: 20 }} />);
    await waitFor(() => expect(hrefs).toHaveLength(1), { timeout: 5000 });
    const link = new URL(hrefs[0] ?? '', 'http://localhost');
    expect(link.pathname).toBe('/exportFile');
    expect(Object.fromEntries(link.searchParams)).toEqual({ id: '9', business_no: 'exportTask', token: 't' });
    expect(server.bodyOf('/equipment/export')).toMatchObject({ keyword: 'pump' });
    expect(server.bodyOf('/equipment/export')).not.toHaveProperty('pageNumber');
    await userEvent.click(screen.getByTestId('eqpt-export-download'));
    expect(hrefs[1]).toBe(hrefs[0]);
  });

  it('offers no download while the task is running', async () => {
    const hrefs: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.href);
    });
    const server = fakeServer([Permission.equipment.list, Permission.equipment.export], {
      '/equipment/export': () => ({ id: 4, status: 0 }),
      '/exportTask/detail': () => ({ id: 4, kind: 'export', status: 1, progress: 50, total_rows: 0, messages: [], has_file: false }),
    });
    renderPage(<LedgerExport filters={{}} />);
    await waitFor(() => expect(server.count('/exportTask/detail')).toBeGreaterThan(1), { timeout: 5000 });
    expect(screen.getByTestId('eqpt-export-download')).toBeDisabled();
    expect(hrefs).toEqual([]);
  });
});
