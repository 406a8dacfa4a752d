import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { StocktakeCountPage } from './StocktakeCountPage';
import { StocktakeDetailPage } from './StocktakeDetailPage';
import { StocktakeListPage } from './StocktakeListPage';
import { bearing, count, line, warehouse } from './stocktake-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const { lines: _lines, ...row } = count();

describe('stocktakes: edit, delete, blind, recount, add mode', () => {
  it('edits a draft at its version (blind on) and deletes a count after asking', async () => {
    const draft = { ...row, id: 1, code: 'ST-DRAFT', state: 'draft' as const, version: 3 };
    const approved = { ...row, id: 4, code: 'ST-OLD', state: 'approved' as const };
    const server = fakeServer(Object.values(Permission.stocktake), {
      '/stocktake/pageList': { rows: [draft, approved], total: 2 },
      '/warehouse/pageList': { rows: [warehouse], total: 1 },
      '/stocktake/update': count({ state: 'draft', blind: true }),
      '/stocktake/delete': null,
    });
    renderPage(<StocktakeListPage />, '/gengyun/bom/warehouseManageList/Inventory');
    fireEvent.click(await screen.findByTestId('stocktake-edit-1'));
    expect(screen.queryByTestId('stocktake-edit-4')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stocktake-delete-4')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('stocktake-form-blind'));
    fireEvent.click(screen.getByTestId('stocktake-form-submit'));
    await waitFor(() => expect(server.count('/stocktake/update')).toBe(1));
    expect(server.bodyOf('/stocktake/update')).toMatchObject({ id: '1', version: '3', warehouse_id: '2', blind: 'true', count_date: '2026-11-27' });

    fireEvent.click(screen.getByTestId('stocktake-delete-1'));
    expect(server.count('/stocktake/delete')).toBe(0);
    fireEvent.click(await screen.findByTestId('stocktake-delete-ok'));
    await waitFor(() => expect(server.bodyOf('/stocktake/delete')).toMatchObject({ id: '1' }));
  });

  it('offers neither edit nor delete without the add permission', async () => {
    fakeServer([Permission.stocktake.list], { '/stocktake/pageList': { rows: [{ ...row, id: 1, state: 'draft' }], total: 1 }, '/warehouse/pageList': { rows: [warehouse], total: 1 } });
    renderPage(<StocktakeListPage />, '/gengyun/bom/warehouseManageList/Inventory');
    await screen.findByTestId('stocktake-row-1');
    expect(screen.queryByTestId('stocktake-edit-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stocktake-delete-1')).not.toBeInTheDocument();
  });

  it('lets the approver send chosen lines back to be counted again', async () => {
    const finished = count({ state: 'finished', lines_counted: 2, lines: [line({ counted: 9, difference: -1 }), line({ id: 2, part_id: 6, spare_part_code: 'SEAL-30', counted: 4, expected: 4, difference: 0 })] });
    const server = fakeServer([Permission.stocktake.list, Permission.stocktake.approve], { '/stocktake/detail': finished, '/stocktake/recount': count({ state: 'counting' }) });
    renderPage(<StocktakeDetailPage />, '/gengyun/bom/warehouseManageList/Inventory/view?id=7');
    const recount = await screen.findByTestId('stocktake-detail-recount');
    expect(recount).toBeDisabled();
    const checks = screen.getAllByRole('checkbox');
    fireEvent.click(checks[1] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('stocktake-detail-recount')).toBeEnabled());
    fireEvent.click(screen.getByTestId('stocktake-detail-recount'));
    fireEvent.click(await screen.findByTestId('stocktake-recount-ok'));
    await waitFor(() => expect(server.count('/stocktake/recount')).toBe(1));
    expect(server.bodyOf('/stocktake/recount')).toMatchObject({ id: '7', line_ids: '[1]' });
    expect(screen.getByTestId('stocktake-detail-export')).toBeInTheDocument();
  });

  it('shows no recount to a counter, and a blind count’s lines without expected quantities', async () => {
    fakeServer([Permission.stocktake.list, Permission.stocktake.count], {
      '/stocktake/detail': count({ blind: true, lines_differing: null, lines: [line({ expected: null, counted: 8, difference: null })] }),
    });
    renderPage(<StocktakeDetailPage />, '/gengyun/bom/warehouseManageList/Inventory/view?id=7');
    expect(await screen.findByTestId('stocktake-blind')).toHaveTextContent('Blind count');
    expect(screen.queryByTestId('stocktake-detail-recount')).not.toBeInTheDocument();
    expect(screen.queryByText('10')).not.toBeInTheDocument();
  });

  it('in add mode adds one unit per scan of a part held at one place, without asking', async () => {
    const server = fakeServer([Permission.stocktake.count], {
      '/stocktake/detail': count({ blind: true, lines: [line({ expected: null }), line({ id: 2, part_id: 6, spare_part_code: 'SEAL-30', part_name: 'Seal', bin_id: 12, bin_code: 'A-02', expected: null })] }),
      '/warehouse/pageList': { rows: [warehouse], total: 1 },
      '/sparePart/byQrContent': bearing,
      '/stocktake/count': count(),
    });
    renderPage(<StocktakeCountPage />, '/gengyun/bom/warehouseManageList/Inventory/count?id=7');
    const mode = await screen.findByTestId('count-mode');
    fireEvent.click(within(mode).getByText('Add (each scan adds)'));
    for (let i = 1; i <= 2; i++) {
      fireEvent.change(screen.getByTestId('count-qr-input'), { target: { value: 'BRG-6204' } });
      // A handheld scanner types the code and Enter (key down and up).
      fireEvent.keyDown(screen.getByTestId('count-qr-input'), { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(screen.getByTestId('count-qr-input'), { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() => expect(server.count('/stocktake/count')).toBe(i));
    }
    expect(server.bodiesOf('/stocktake/count')).toEqual([
      expect.objectContaining({ part_id: '5', bin_id: '11', counted: '1', mode: 'add' }),
      expect.objectContaining({ part_id: '5', bin_id: '11', counted: '1', mode: 'add' }),
    ]);
    expect(await screen.findByTestId('count-added')).toHaveTextContent('BRG-6204 +1');
    expect(screen.queryByTestId('count-form')).not.toBeInTheDocument();
    // The place list of the form shows no expected quantity for a blind count.
    fireEvent.click(within(mode).getByText('Set quantity'));
    fireEvent.change(screen.getByTestId('count-qr-input'), { target: { value: 'BRG-6204' } });
    fireEvent.click(screen.getByTestId('count-qr-lookup'));
    expect(await screen.findByTestId('count-form')).toBeInTheDocument();
    expect(screen.queryByText(/Expected/)).not.toBeInTheDocument();
  });
});
