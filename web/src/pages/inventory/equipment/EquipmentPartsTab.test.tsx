import { screen, within } from '@testing-library/react';
import { Permission, type EquipmentPartRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { EquipmentPartsTab } from './EquipmentPartsTab';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, code: string, installed: boolean, suitable: boolean): EquipmentPartRow => ({
  ...TENANT_COLUMNS,
  id,
  spare_part_code: code,
  name: `Part ${id}`,
  bom_type: 1,
  specification: null,
  unit: 'pcs',
  price: null,
  safety_stock_min: null,
  safety_stock_max: null,
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
  version: 1,
  on_hand: 4,
  stock_in_state: 'inStock',
  installed,
  suitable,
});

describe('EquipmentPartsTab', () => {
  it('lists the parts installed on the equipment and those suitable for its type', async () => {
    const server = fakeServer([Permission.sparePart.list], { '/sparePart/byEquipment': [row(1, 'SEAL-1', true, false), row(2, 'BRG-2', false, true)] });
    renderPage(<EquipmentPartsTab equipmentId={7} />);
    const seal = (await screen.findByText('SEAL-1')).closest('tr') as HTMLElement;
    expect(within(seal).getByText('Installed')).toBeInTheDocument();
    const bearing = screen.getByText('BRG-2').closest('tr') as HTMLElement;
    expect(within(bearing).getByText('Suits its type')).toBeInTheDocument();
    expect(server.bodyOf('/sparePart/byEquipment')).toMatchObject({ equipment_id: '7' });
  });

  it('asks nothing of the server without the permission', async () => {
    const server = fakeServer([], { '/sparePart/byEquipment': [] });
    renderPage(<EquipmentPartsTab equipmentId={7} />);
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(server.count('/sparePart/byEquipment')).toBe(0);
  });
});
