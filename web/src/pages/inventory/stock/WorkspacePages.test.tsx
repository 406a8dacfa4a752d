import { screen, waitFor } from '@testing-library/react';
import { Permission, type SparePartRow, type StockByPartRow, type StockByTypeRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartInWarehousePage, PartsByTypePage, PartsOfTypePage, StockByPartPage } from './WorkspacePages';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const byPart: StockByPartRow = { part_id: 5, spare_part_code: 'BRG-6204', part_name: 'Bearing', specification: null, unit: 'pcs', bom_type: 1, on_hand: 10, reserved: 2, available: 8, places: 2, safety_stock_min: null, on_order: 3 };
const types: StockByTypeRow[] = [
  { bom_type: null, parts: 1, on_hand: 1, reserved: 0, available: 1 },
  { bom_type: 1, parts: 3, on_hand: 10, reserved: 2, available: 8 },
];
const bomTypes = [{ value: '1', text: 'Spare part' }];

describe('the storekeeper workspace pages', () => {
  it('typeIndex: parts by type in the warehouse of the address, the untyped ones named', async () => {
    const server = fakeServer([Permission.stock.list], { '/stock/byType': types, '/getOptionsByKey': bomTypes });
    renderPage(<PartsByTypePage />, '/gengyun/bom/warehouseManageList/typeIndex?warehouse_id=2');
    expect(await screen.findByText('No type')).toBeInTheDocument();
    expect(await screen.findByText('Spare part')).toBeInTheDocument();
    expect(server.bodyOf('/stock/byType')).toMatchObject({ warehouse_id: '2' });
  });

  it('typeIndexView: the parts of one type in the warehouse, with "add" for who may add parts', async () => {
    const server = fakeServer([Permission.stock.list, Permission.sparePart.add], { '/stock/byPart': { rows: [byPart], total: 1 }, '/getOptionsByKey': bomTypes });
    renderPage(<PartsOfTypePage />, '/gengyun/bom/warehouseManageList/typeIndexView?warehouse_id=2&bom_type=1');
    expect(await screen.findByText('BRG-6204')).toBeInTheDocument();
    expect(server.bodyOf('/stock/byPart')).toMatchObject({ warehouse_id: '2', bom_type: '1' });
    expect(screen.getByTestId('type-add-part')).toBeInTheDocument();
  });

  it('ListIndex: stock by part in the warehouse of the address, with its type named', async () => {
    const server = fakeServer([Permission.stock.list], { '/stock/byPart': { rows: [byPart], total: 1 }, '/getOptionsByKey': bomTypes });
    renderPage(<StockByPartPage />, '/gengyun/bom/warehouseManageList/ListIndex?warehouse_id=3');
    const row = (await screen.findByText('BRG-6204')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Spare part');
    expect(row).toHaveTextContent('Bearing');
    // on hand, reserved, available, then what pending receipts announce
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(expect.arrayContaining(['10', '2', '8', '3']));
    expect(screen.getAllByText('On order').length).toBeGreaterThan(0);
    expect(server.bodyOf('/stock/byPart')).toMatchObject({ warehouse_id: '3' });
  });

  it('ListIndexView: one part in the warehouse — its places and its in/out-bound records', async () => {
    const part = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing', unit: 'pcs' } as SparePartRow;
    const server = fakeServer([Permission.stock.list, Permission.sparePart.list], { '/sparePart/detail': part });
    renderPage(<PartInWarehousePage />, '/gengyun/bom/warehouseManageList/ListIndexView?part_id=5&warehouse_id=2');
    expect(await screen.findByText('BRG-6204 Bearing')).toBeInTheDocument();
    await waitFor(() => expect(server.bodyOf('/stockMovement/pageList')).toMatchObject({ part_id: '5', warehouse_id: '2' }));
    expect(server.bodyOf('/stock/pageList')).toMatchObject({ part_id: '5', warehouse_id: '2', only_held: 'false' });
    expect(screen.getByTestId('part-places')).toBeInTheDocument();
    expect(screen.getByTestId('part-movements')).toBeInTheDocument();
  });
});
