import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { StocktakeCountPage } from './StocktakeCountPage';
import { bearing, count, line, warehouse } from './stocktake-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const URL_CONTENT = 'https://gengyun.example/gengyun/bom/list/view?id=5';

describe('StocktakeCountPage (phone)', () => {
  it('takes typed QR content, picks the part’s line, saves the counted quantity and shows counted and remaining', async () => {
    let counted = false;
    const server = fakeServer([Permission.stocktake.list, Permission.stocktake.count], {
      '/stocktake/detail': () => (counted ? count({ lines_counted: 2, lines: [line({ counted: 8, difference: -2 }), count().lines[1]!] }) : count()),
      '/warehouse/pageList': { rows: [warehouse], total: 1 },
      '/sparePart/byQrContent': (body) => (body.content === URL_CONTENT ? bearing : fail('This QR code is not a spare part label')),
      '/stocktake/count': () => {
        counted = true;
        return count();
      },
    });
    renderPage(<StocktakeCountPage />, '/gengyun/bom/warehouseManageList/Inventory/count?id=7');
    const page = await screen.findByTestId('stocktake-count-page');
    expect(await within(page).findByText('1/2')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-remaining')).getByText('BRG-6204 Bearing')).toBeInTheDocument();

    // Something that is not a part label: the server's message, nothing counted.
    fireEvent.change(screen.getByTestId('count-qr-input'), { target: { value: 'https://elsewhere/eqpt/list/view?id=1' } });
    fireEvent.click(screen.getByTestId('count-qr-lookup'));
    expect(await screen.findByText('This QR code is not a spare part label')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('count-qr-input'), { target: { value: URL_CONTENT } });
    fireEvent.keyDown(screen.getByTestId('count-qr-input'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByTestId('count-part')).toHaveTextContent('BRG-6204 Bearing');
    expect(server.bodyOf('/sparePart/byQrContent')).toMatchObject({ content: URL_CONTENT });
    expect(screen.queryByTestId('count-problem')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('count-quantity'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('count-save'));
    await waitFor(() => expect(server.count('/stocktake/count')).toBe(1));
    expect(server.bodyOf('/stocktake/count')).toMatchObject({ id: '7', part_id: '5', bin_id: '11', counted: '8' });
    expect(await within(page).findByText('2/2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: /Counted 2/ }));
    expect(await within(await screen.findByTestId('count-counted')).findByText('-2')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-counted')).getByText('BRG-6204 Bearing')).toBeInTheDocument();
  });

  it('counts a remaining line by tapping it, and offers no counting once the count is finished', async () => {
    const server = fakeServer([Permission.stocktake.count], {
      '/stocktake/detail': count(),
      '/warehouse/pageList': { rows: [warehouse], total: 1 },
      '/sparePart/byQrContent': bearing,
      '/stocktake/count': count(),
    });
    const view = renderPage(<StocktakeCountPage />, '/gengyun/bom/warehouseManageList/Inventory/count?id=7');
    fireEvent.click(await screen.findByTestId('count-remaining-1'));
    expect(await screen.findByTestId('count-part')).toHaveTextContent('BRG-6204');
    expect(server.bodyOf('/sparePart/byQrContent')).toMatchObject({ content: 'BRG-6204' });
    fireEvent.change(screen.getByTestId('count-quantity'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('count-save'));
    await waitFor(() => expect(server.bodyOf('/stocktake/count')).toMatchObject({ part_id: '5', bin_id: '11', counted: '10' }));
    view.unmount();

    fakeServer([Permission.stocktake.count], { '/stocktake/detail': count({ state: 'finished' }), '/warehouse/pageList': { rows: [warehouse], total: 1 } });
    renderPage(<StocktakeCountPage />, '/gengyun/bom/warehouseManageList/Inventory/count?id=7');
    expect(await screen.findByTestId('count-closed')).toHaveTextContent('Awaiting approval');
    expect(screen.queryByTestId('count-qr-input')).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-finish')).not.toBeInTheDocument();
  });
});
