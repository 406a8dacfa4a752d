import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartDetailPage } from './PartDetailPage';
import { PartListPage } from './PartListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const seal = { id: 7, spare_part_code: 'SEAL-1', name: 'Seal' };
const part = {
  ...TENANT_COLUMNS,
  id: 5,
  spare_part_code: 'BRG-6204',
  name: 'Bearing',
  bom_type: null,
  batch_tracking: false,
  equipment_type_ids: [],
  equipment_model_ids: [],
  equipment_ids: [],
  installed_on: [],
  substitutes: [seal],
  interchangeable: [],
  version: 3,
  on_hand: 0,
  stock_in_state: 'notInStock',
} as unknown as SparePartRow;
const gasket = { ...part, id: 8, spare_part_code: 'GSK-1', name: 'Gasket', substitutes: [], interchangeable: [] } as SparePartRow;

describe('substitute parts on the part form and detail', () => {
  it('edits the substitutes: the declared ones shown, the part itself not offered, the whole list sent', async () => {
    const server = fakeServer(Object.values(Permission.sparePart), { '/sparePart/pageList': { rows: [part, gasket], total: 2 }, '/getOptionsByKey': [], '/sparePart/update': part });
    renderPage(<PartListPage />);
    fireEvent.click(await screen.findByTestId('part-edit-5'));
    const field = within(await screen.findByTestId('part-form')).getByTestId('part-substitutes');
    expect(within(field).getByText('SEAL-1 Seal')).toBeInTheDocument();
    fireEvent.mouseDown(within(field).getByRole('combobox'));
    fireEvent.click(await screen.findByText('GSK-1 Gasket', { selector: '.ant-select-item-option-content' }));
    expect(screen.queryByText('BRG-6204 Bearing', { selector: '.ant-select-item-option-content' })).toBeNull();
    fireEvent.click(screen.getByTestId('part-submit'));
    await waitFor(() => expect(server.count('/sparePart/update')).toBe(1));
    expect(JSON.parse(server.bodyOf('/sparePart/update')?.substitute_ids ?? '[]')).toEqual([7, 8]);
  });

  it('edits the interchangeable parts apart from the one-way substitutes, and sends both lists', async () => {
    const both = { ...part, interchangeable: [{ id: 9, spare_part_code: 'BRG-ALT', name: 'Bearing alt' }] } as SparePartRow;
    const server = fakeServer(Object.values(Permission.sparePart), { '/sparePart/pageList': { rows: [both, gasket], total: 2 }, '/getOptionsByKey': [], '/sparePart/update': both });
    renderPage(<PartListPage />);
    fireEvent.click(await screen.findByTestId('part-edit-5'));
    const form = await screen.findByTestId('part-form');
    const field = within(form).getByTestId('part-interchangeable');
    expect(within(field).getByText('BRG-ALT Bearing alt')).toBeInTheDocument();
    expect(within(within(form).getByTestId('part-substitutes')).queryByText('BRG-ALT Bearing alt')).toBeNull();
    fireEvent.mouseDown(within(field).getByRole('combobox'));
    fireEvent.click(await screen.findByText('GSK-1 Gasket', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByTestId('part-submit'));
    await waitFor(() => expect(server.count('/sparePart/update')).toBe(1));
    const body = server.bodyOf('/sparePart/update');
    expect([JSON.parse(body?.substitute_ids ?? '[]'), JSON.parse(body?.interchangeable_ids ?? '[]')]).toEqual([[7], [9, 8]]);
  });

  it('names the interchangeable parts on the detail, declared here or on the other part', async () => {
    fakeServer([Permission.sparePart.list], { '/sparePart/detail': { ...part, interchangeable: [{ id: 9, spare_part_code: 'BRG-ALT', name: 'Bearing alt' }] }, '/stock/pageList': { rows: [], total: 0 }, '/getOptionsByKey': [] });
    renderPage(<PartDetailPage />, '/?id=5');
    expect(await screen.findByTestId('part-interchangeable')).toHaveTextContent('BRG-ALT Bearing alt');
    expect(screen.getByText('Interchangeable (both ways)')).toBeInTheDocument();
  });

  it('names the substitutes on the part detail', async () => {
    fakeServer([Permission.sparePart.list], { '/sparePart/detail': part, '/stock/pageList': { rows: [], total: 0 }, '/getOptionsByKey': [] });
    renderPage(<PartDetailPage />, '/?id=5');
    expect(await screen.findByTestId('part-substitutes')).toHaveTextContent('SEAL-1 Seal');
  });
});
