import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WarehouseRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { WarehouseListPage } from './WarehouseListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const warehouse: WarehouseRow = {
  ...TENANT_COLUMNS,
  id: 2,
  code: 'WH-MAIN',
  name: 'Main store',
  manager_id: 7,
  manager_name: 'Keeper Wang',
  address: 'Building 1',
  remark: null,
  version: 4,
  bins: [
    { id: 11, code: 'A-01', name: null },
    { id: 12, code: 'A-02', name: 'Upper shelf' },
  ],
};
const handlers = { '/warehouse/pageList': { rows: [warehouse], total: 1 }, '/user/pageList': { rows: [], total: 0 } };

describe('WarehouseListPage', () => {
  it('lists warehouses with their manager and bins', async () => {
    fakeServer([Permission.warehouse.list], handlers);
    renderPage(<WarehouseListPage />);
    const row = await screen.findByTestId('warehouse-row-2');
    expect(['WH-MAIN', 'Keeper Wang', 'A-01, A-02'].every((text) => within(row).queryAllByText(text).length > 0)).toBe(true);
    expect(screen.queryByTestId('warehouse-add')).toBeNull();
  });

  it('edits at the version read, keeping bins by id and adding a new one', async () => {
    const server = fakeServer(Object.values(Permission.warehouse), { ...handlers, '/warehouse/update': warehouse });
    renderPage(<WarehouseListPage />);
    fireEvent.click(await screen.findByTestId('warehouse-edit-2'));
    const drawer = await screen.findByTestId('warehouse-form');
    expect(within(drawer).getByTestId('warehouse-bin-code-1')).toHaveValue('A-02');
    fireEvent.click(within(drawer).getByTestId('warehouse-add-bin'));
    fireEvent.change(await within(drawer).findByTestId('warehouse-bin-code-2'), { target: { value: ' B-01 ' } });
    fireEvent.click(screen.getByTestId('warehouse-submit'));
    await waitFor(() => expect(server.count('/warehouse/update')).toBe(1));
    const body = server.bodyOf('/warehouse/update');
    expect(body).toMatchObject({ id: '2', version: '4', code: 'WH-MAIN', manager_id: '7' });
    expect(JSON.parse(body?.bins ?? '[]')).toEqual([{ id: 11, code: 'A-01' }, { id: 12, code: 'A-02', name: 'Upper shelf' }, { code: 'B-01' }]);
  });
});
