import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FakeXhr } from '@/test/fake-xhr';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { attachment, fieldRecord } from './field-fixtures';
import { FieldPhotos } from './FieldPhotos';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const photo = (name = 'leak.png'): File => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const take = async (...files: File[]): Promise<void> => {
  fireEvent.change(await screen.findByTestId('field-photos-input'), { target: { files } });
};

describe('FieldPhotos', () => {
  it('opens the back camera for photos and lists the order’s photos as thumbnails, not its signature or documents', async () => {
    fakeServer([], {
      '/workOrderRecord/detail': fieldRecord({ attachments: [attachment(1), attachment(2, { kind: 'signature' }), attachment(3, { category: 'document', ext: 'pdf', name: 'r.pdf' })] }),
    });
    renderPage(<FieldPhotos orderId={3} mayEdit />);
    const input = await screen.findByTestId('field-photos-input');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(await screen.findByTestId('field-photo-1')).toBeInTheDocument();
    expect(screen.queryByTestId('field-photo-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('field-photo-3')).not.toBeInTheDocument();
    expect(screen.getByTestId('field-photo-grid').style.display).toBe('grid');
  });

  it('uploads a photo straight to the order showing its progress, then shows it among the thumbnails', async () => {
    let answered = false;
    const server = fakeServer([], { '/workOrderRecord/detail': () => fieldRecord({ attachments: answered ? [attachment(9)] : [] }) });
    renderPage(<FieldPhotos orderId={3} mayEdit />);
    await take(photo());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/addFile');
    expect(xhr.headers.Authorization).toBe('Bearer t');
    expect(xhr.body?.get('business_no')).toBe('workOrder');
    expect(xhr.body?.get('data_id')).toBe('3');
    expect((xhr.body?.get('files') as File).name).toBe('leak.png');
    expect(screen.getByTestId('field-photo-sending')).toHaveTextContent('Uploading leak.png');
    act(() => xhr.progress(40, 100));
    await waitFor(() => expect(screen.getByTestId('field-photo-progress')).toHaveTextContent('40%'));
    act(() => xhr.progress(100, 100));
    // Sent is not stored: the bar waits for the answer before it reads 100 %.
    await waitFor(() => expect(screen.getByTestId('field-photo-progress')).toHaveTextContent('99%'));
    answered = true;
    act(() => xhr.answer({ code: 200, content: 9, msg: '' }));
    expect(await screen.findByTestId('field-photo-9')).toBeInTheDocument();
    expect(screen.queryByTestId('field-photo-sending')).not.toBeInTheDocument();
    expect(server.count('/workOrderRecord/detail')).toBe(2);
  });

  it('a refused photo shows the server’s message and leaves the queue', async () => {
    fakeServer([], { '/workOrderRecord/detail': fieldRecord() });
    renderPage(<FieldPhotos orderId={3} mayEdit />);
    await take(photo('big.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.answer({ code: -1, content: { key: 'files.errors.tooLarge' }, msg: 'The file is too large' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The file is too large'));
    await waitFor(() => expect(screen.queryByTestId('field-photo-sending')).not.toBeInTheDocument());
  });

  it('without the right to record there is no camera', async () => {
    fakeServer([], { '/workOrderRecord/detail': fieldRecord() });
    renderPage(<FieldPhotos orderId={3} mayEdit={false} />);
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByTestId('field-photos-camera')).not.toBeInTheDocument();
  });
});
