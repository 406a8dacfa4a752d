import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeXhr } from '@/test/fake-xhr';
import { renderPage } from '@/test/page-harness';
import { CheckPanel } from './CheckPanel';
import { checkOutbox } from './check-outbox';
import { drawStroke, stubPad } from '../../work-orders/signature/canvas-stub';
import { offlineServer, onAPhone, rows } from './check-fixtures';

vi.setConfig({ testTimeout: 20_000 });
onAPhone();

describe('CheckPanel offline (answers kept on the phone)', () => {
  it('keeps an answer on the phone while offline, shows it as given, and sends it once when the page opens or the phone is back online', async () => {
    const { server, online } = offlineServer(rows[0]!);
    const { unmount } = renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-1');
    fireEvent.click(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' }));
    expect(await screen.findByTestId('check-kept-1')).toHaveTextContent('Not sent yet');
    expect(screen.getByTestId('check-kept')).toHaveTextContent('1 answers kept on this phone');
    expect(within(screen.getByTestId('check-item-1')).getByRole('radio', { name: 'Pass' })).toBeChecked();
    expect(await checkOutbox.pending()).toEqual([{ id: 1, work_order_id: 3, value: true }]);
    // Back online (the record call answers again) after the page was closed: opening it sends the kept answer.
    unmount();
    online();
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await waitFor(() => expect(server.count('/checkResult/record')).toBe(2));
    expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '1', value: 'true' });
    await waitFor(() => expect(screen.queryByTestId('check-kept')).toBeNull());
    expect(await checkOutbox.pending()).toEqual([]);
    // Sent once: a later "online" finds nothing to send.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.count('/checkResult/record')).toBe(2);
  });

  it('sends the answers an earlier version kept in local storage, moved into IndexedDB as the page opens', async () => {
    const { server, online } = offlineServer(rows[0]!);
    localStorage.setItem('gengyun.check.outbox', JSON.stringify([{ id: 1, work_order_id: 3, value: true }]));
    online();
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await waitFor(() => expect(server.count('/checkResult/record')).toBe(1));
    expect(server.bodyOf('/checkResult/record')).toMatchObject({ id: '1', value: 'true' });
    expect(localStorage.getItem('gengyun.check.outbox')).toBeNull();
    expect(await checkOutbox.pending()).toEqual([]);
  });

  it('sends an answer kept offline when the phone comes back online while the page is open', async () => {
    const { server, online } = offlineServer(rows[3]!);
    renderPage(<CheckPanel orderId={3} mayEdit />);
    await screen.findByTestId('check-item-4');
    fireEvent.click(within(screen.getByTestId('check-item-4')).getByRole('radio', { name: 'quiet' }));
    expect(await screen.findByTestId('check-kept-4')).toBeInTheDocument();
    online();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('check-kept-4')).toBeNull());
    expect(server.bodiesOf('/checkResult/record').map((b) => [b.id, b.value])).toEqual([['4', 'quiet'], ['4', 'quiet']]);
    expect(await checkOutbox.pending()).toEqual([]);
  });

  it('keeps a photo and a signature taken offline with their answers, and uploads each once when the phone is back online', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { server, online } = offlineServer(rows[5]!);
    const drawn = stubPad();
    try {
      renderPage(<CheckPanel orderId={3} mayEdit />);
      fireEvent.change(within(await screen.findByTestId('check-item-6')).getByTestId('answer-photo-input'), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'seal.jpg', { type: 'image/jpeg' })] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      act(() => FakeXhr.sent[0]!.fail());
      expect(await within(screen.getByTestId('check-item-6')).findByTestId('answer-kept')).toHaveTextContent('1 files to upload once online');
      expect(screen.getByTestId('check-kept-6')).toHaveTextContent('Not sent yet');
      drawStroke(within(screen.getByTestId('check-item-7')).getByTestId('signature-canvas'));
      fireEvent.click(await within(screen.getByTestId('check-item-7')).findByTestId('signature-confirm'));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      act(() => FakeXhr.sent[1]!.fail());
      expect(await screen.findByTestId('check-kept-7')).toBeInTheDocument();
      await waitFor(async () => expect(await checkOutbox.pending()).toHaveLength(2));
      expect(await checkOutbox.pending()).toEqual([
        { id: 6, work_order_id: 3, value: [11, 12], files: [{ item_id: 6, name: 'seal.jpg', data: expect.stringMatching(/^data:image\/jpeg;base64,/) }] },
        { id: 7, work_order_id: 3, value: null, files: [{ item_id: 7, name: expect.any(String), data: expect.stringMatching(/^data:image\/png;base64,/) }] },
      ]);

      // Still offline: the outbox's first upload fails too, and everything stays on the phone.
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
      act(() => FakeXhr.sent[2]!.fail());
      await new Promise((r) => setTimeout(r, 50));
      expect((await checkOutbox.pending()).map((e) => e.files?.length)).toEqual([1, 1]);
      expect(server.count('/checkResult/record')).toBe(0);

      // Back online: each file goes up under the checklist's owner, then its answer with the new id.
      online();
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
      expect([FakeXhr.sent[3]!.body?.get('business_no'), (FakeXhr.sent[3]!.body?.get('files') as File).name]).toEqual(['checkResult', 'seal.jpg']);
      act(() => FakeXhr.sent[3]!.answer({ code: 200, content: 13, msg: '' }));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(5));
      expect((FakeXhr.sent[4]!.body?.get('files') as File).type).toBe('image/png');
      act(() => FakeXhr.sent[4]!.answer({ code: 200, content: 14, msg: '' }));
      await waitFor(() => expect(server.count('/checkResult/record')).toBe(2));
      expect(server.bodiesOf('/checkResult/record').map((b) => [b.id, b.value])).toEqual([['6', '[11,12,13]'], ['7', '14']]);
      await waitFor(() => expect(screen.queryByTestId('check-kept')).toBeNull());
      expect(await checkOutbox.pending()).toEqual([]);
      // Once: a later "online" uploads and records nothing more.
      act(() => void window.dispatchEvent(new Event('online')));
      await new Promise((r) => setTimeout(r, 50));
      expect([FakeXhr.sent.length, server.count('/checkResult/record')]).toEqual([5, 2]);
    } finally {
      drawn.restore();
    }
  });
});
