import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type SparePartRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PartListPage } from './PartListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const part = { ...TENANT_COLUMNS, id: 5, spare_part_code: 'BRG-6204', name: 'Bearing', substitutes: [], interchangeable: [], installed_on: [], version: 3 } as unknown as SparePartRow;
const handlers = { '/sparePart/pageList': { rows: [part], total: 1 }, '/getOptionsByKey': [], '/addFile': 41, '/sparePart/add': { ...part, id: 6 } };
const PARTS = Object.values(Permission.sparePart);

describe("photos uploaded in the part's add form before the part exists", () => {
  it('uploads without a part and sends the file ids with the new part', async () => {
    const server = fakeServer([...PARTS, Permission.file.upload], handlers);
    renderPage(<PartListPage />);
    await screen.findByTestId('part-row-5');
    fireEvent.click(screen.getByTestId('part-add'));
    const drawer = await screen.findByTestId('part-form');
    fireEvent.change(within(drawer).getByTestId('part-code'), { target: { value: 'VLV-1' } });
    fireEvent.change(within(drawer).getByTestId('part-name'), { target: { value: 'Valve' } });
    fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [new File(['%PDF'], 'valve.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(server.count('/addFile')).toBe(1));
    expect(server.bodyOf('/addFile')).toMatchObject({ business_no: 'sparePart', files: 'file:valve.pdf' });
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    fireEvent.click(screen.getByTestId('part-submit'));
    await waitFor(() => expect(server.count('/sparePart/add')).toBe(1));
    expect(server.bodyOf('/sparePart/add')).toMatchObject({ spare_part_code: 'VLV-1', file_ids: '[41]' });
  });

  it('offers no upload when editing (the detail page has the files) nor without the upload permission', async () => {
    fakeServer(PARTS, handlers);
    const { unmount } = renderPage(<PartListPage />);
    fireEvent.click(await screen.findByTestId('part-add'));
    expect((await screen.findByTestId('part-form')).querySelector('input[type="file"]')).toBeNull();
    unmount();
    fakeServer([...PARTS, Permission.file.upload], handlers);
    renderPage(<PartListPage />);
    fireEvent.click(await screen.findByTestId('part-edit-5'));
    expect((await screen.findByTestId('part-form')).querySelector('input[type="file"]')).toBeNull();
  });
});
