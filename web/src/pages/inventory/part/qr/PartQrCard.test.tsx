import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '@/test/page-harness';
import { PartQrCard } from './PartQrCard';
import { printPartLabels } from './print-part-labels';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('part QR codes', () => {
  it('shows both codes through the SPEC link builders, with the session token', async () => {
    renderPage(<PartQrCard part={{ id: 5, spare_part_code: 'BRG-6204' }} />);
    expect((await screen.findByTestId('part-qr-image')).getAttribute('src')).toMatch(/^\/showBomQRCode\?id=5&token=t$/);
    expect(screen.getByTestId('part-material-qr-image').getAttribute('src')).toMatch(/^\/searchBomMaterialQRCode\?id=5&token=t$/);
  });

  it('prints the label sheet the server answers in a new window', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('<html>labels</html>', { headers: { 'content-type': 'text/html; charset=utf-8' } })));
    vi.stubGlobal('fetch', fetchMock);
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const target = { document: doc, focus: vi.fn(), print: vi.fn(), close: vi.fn() } as unknown as Window;
    renderPage(<PartQrCard part={{ id: 5, spare_part_code: 'BRG-6204' }} />);
    await printPartLabels([5, 6], () => target);
    expect(fetchMock).toHaveBeenCalledWith('/sparePart/qrLabels', expect.objectContaining({ method: 'POST' }));
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body.get('ids')).toBe('[5,6]');
    expect(doc.write).toHaveBeenCalledWith('<html>labels</html>');
    // A refusal closes the window it opened.
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{"code":-1}', { headers: { 'content-type': 'application/json' } })));
    await expect(printPartLabels([5], () => target)).rejects.toThrow();
    expect(target.close).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('part-qr-print'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
