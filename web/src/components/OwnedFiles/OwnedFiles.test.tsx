import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FileItem } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { OwnedFiles } from './OwnedFiles';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const file = (id: number, name: string, category: string): FileItem =>
  ({ id, name, size: 2048, ext: name.split('.').pop() ?? '', mime: '', category, business_no: 'sparePart', data_id: 4, create_time: '2026-01-01T00:00:00.000Z' }) as FileItem;
const files = [file(5, 'bearing.png', 'image'), file(6, 'datasheet.pdf', 'document')];

describe('OwnedFiles', () => {
  it("shows a record's photos and documents under its owner and deletes one after confirmation", async () => {
    const server = fakeServer([], { '/searchFileInfo': files, '/deleteFile': null });
    renderPage(<OwnedFiles businessNo="sparePart" dataId={4} queryKey={["files", 4]} testIdPrefix="part" mayUpload mayDelete />);
    expect(await screen.findByTestId('part-photo-5')).toBeInTheDocument();
    expect(screen.getByTestId('part-file-6')).toHaveAttribute('href', expect.stringContaining('business_no=sparePart'));
    expect(within(screen.getByTestId('part-photo-5')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('business_no=sparePart'));
    expect(screen.getByTestId('part-files-upload')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('part-photo-5')).getByTestId('part-file-delete-5'));
    fireEvent.click(await screen.findByTestId('part-file-delete-5-confirm'));
    await waitFor(() => expect(server.bodyOf('/deleteFile')).toMatchObject({ id: '5' }));
  });

  it('offers neither upload nor delete without the rights', async () => {
    fakeServer([], { '/searchFileInfo': files });
    renderPage(<OwnedFiles businessNo="sparePart" dataId={4} queryKey={["files", 4]} testIdPrefix="part" mayUpload={false} mayDelete={false} />);
    expect(await screen.findByTestId('part-file-6')).toBeInTheDocument();
    expect(screen.queryByTestId('part-files-upload')).toBeNull();
    expect(screen.queryByTestId('part-file-delete-5')).toBeNull();
  });
});
