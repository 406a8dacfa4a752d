import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type StockMovementRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LedgerPage } from './LedgerPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const movement: StockMovementRow = {
  id: 9,
  create_time: '2026-11-20T02:00:00.000Z',
  create_user_id: 1,
  create_user_name: 'Keeper',
  document_no: 'IO20261120020000ABCDEF',
  movement_type: 'transferOut',
  part_id: 5,
  spare_part_code: 'BRG-6204',
  part_name: 'Bearing',
  warehouse_id: 2,
  warehouse_name: 'Main store',
  bin_id: null,
  bin_code: null,
  batch_no: null,
  quantity: -3,
  balance_after: 7,
  unit_cost: '3.0000',
  amount: '-9.00',
  supplier_id: null,
  supplier_name: null,
  document_type: 'manual',
  document_id: null,
  reason: 'to the site store',
};
const handlers = { '/stockMovement/pageList': { rows: [movement], total: 1 }, '/warehouse/pageList': { rows: [], total: 0 } };

describe('LedgerPage', () => {
  it('lists movements with their kind, signed quantity and balance; starts on the warehouse of the address; filters by direction', async () => {
    const server = fakeServer([Permission.stock.list, Permission.stock.cost], handlers);
    renderPage(<LedgerPage />, '/gengyun/bom/warehouseManageList/InOutBound?warehouse_id=2');
    const row = (await screen.findByText('IO20261120020000ABCDEF')).closest('tr') as HTMLElement;
    expect(['Transfer out', '-3', '7', '-9.00', 'Keeper'].every((text) => within(row).queryAllByText(text).length > 0)).toBe(true);
    expect(server.bodyOf('/stockMovement/pageList')).toMatchObject({ warehouse_id: '2' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Direction' }));
    fireEvent.click(await screen.findByTitle('Out'));
    await waitFor(() => expect(server.bodyOf('/stockMovement/pageList')).toMatchObject({ warehouse_id: '2', direction: 'out', pageNumber: '1' }));
  });
});
