import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartListPage } from './PartListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const part: SparePartRow = {
  ...TENANT_COLUMNS,
  id: 5,
  spare_part_code: 'BRG-6204',
  name: 'Bearing',
  bom_type: 1,
  specification: '6204-2RS',
  unit: 'pcs',
  price: '18.50',
  safety_stock_min: 5,
  safety_stock_max: 50,
  batch_tracking: false,
  manufacturer_id: null,
  manufacturer_name: null,
  supplier_id: null,
  supplier_name: null,
  equipment_type_ids: [],
  equipment_model_ids: [],
  equipment_ids: [],
  installed_on: [],
  substitutes: [],
  interchangeable: [],
  remark: null,
  version: 3,
  on_hand: 2,
  stock_in_state: 'inStock',
};
const options = (body: Record<string, string>) => (body.selectKey === 'bomType' ? [{ value: 1, text: 'Spare part' }, { value: 3, text: 'Tool' }] : []);
const handlers = { '/sparePart/pageList': { rows: [part], total: 1 }, '/getOptionsByKey': options };
const all = Object.values(Permission.sparePart);

describe('PartListPage', () => {
  it('lists parts with their type name, on hand and stock-in state; filters below minimum', async () => {
    const server = fakeServer(all, handlers);
    renderPage(<PartListPage />);
    const row = await screen.findByTestId('part-row-5');
    expect(within(row).getByText('BRG-6204')).toBeInTheDocument();
    expect(await within(row).findByText('Spare part')).toBeInTheDocument();
    expect(within(row).getByText('In stock')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('part-filter-below-min'));
    await waitFor(() => expect(server.bodyOf('/sparePart/pageList')).toMatchObject({ below_min: 'true', pageNumber: '1' }));
  });

  it('shows no add, edit or delete to those who may only list parts', async () => {
    fakeServer([Permission.sparePart.list], handlers);
    renderPage(<PartListPage />);
    await screen.findByTestId('part-row-5');
    expect(screen.queryByTestId('part-add')).toBeNull();
    expect(screen.queryByTestId('part-edit-5')).toBeNull();
    expect(screen.queryByTestId('part-delete-5')).toBeNull();
  });

  it('adds a part with trimmed texts and its price as text', async () => {
    const server = fakeServer(all, { ...handlers, '/sparePart/add': { ...part, id: 6 } });
    renderPage(<PartListPage />);
    await screen.findByTestId('part-row-5');
    fireEvent.click(screen.getByTestId('part-add'));
    const drawer = await screen.findByTestId('part-form');
    fireEvent.change(within(drawer).getByTestId('part-code'), { target: { value: ' VLV-1 ' } });
    fireEvent.change(within(drawer).getByTestId('part-name'), { target: { value: 'Valve' } });
    fireEvent.change(within(drawer).getByTestId('part-price'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByTestId('part-submit'));
    await waitFor(() => expect(server.count('/sparePart/add')).toBe(1));
    expect(server.bodyOf('/sparePart/add')).toMatchObject({ spare_part_code: 'VLV-1', name: 'Valve', price: '7.5', batch_tracking: 'false' });
  });

  it('refuses a malformed price before sending, and edits at the version read', async () => {
    const server = fakeServer(all, { ...handlers, '/sparePart/update': fail('Price format error') });
    renderPage(<PartListPage />);
    fireEvent.click(await screen.findByTestId('part-edit-5'));
    const drawer = await screen.findByTestId('part-form');
    fireEvent.change(within(drawer).getByTestId('part-price'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('part-submit'));
    expect(await within(drawer).findByText('Price format error')).toBeInTheDocument();
    expect(server.count('/sparePart/update')).toBe(0);
    fireEvent.change(within(drawer).getByTestId('part-price'), { target: { value: '1.23' } });
    fireEvent.click(screen.getByTestId('part-submit'));
    await waitFor(() => expect(server.count('/sparePart/update')).toBe(1));
    expect(server.bodyOf('/sparePart/update')).toMatchObject({ id: '5', version: '3', price: '1.23', spare_part_code: 'BRG-6204' });
  });
});
