import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { clear, createStore } from 'idb-keyval';
import { FakeXhr } from '@/test/fake-xhr';
import { fakeServer, renderPage } from '@/test/page-harness';
import { drawStroke, stubPad } from '../../../work-orders/signature/canvas-stub';
import { result, taskDetail, taskPoint, taskRow } from '../patrol-fixtures';
import { pending } from './outbox';
import { PatrolMobilePage } from './PatrolMobilePage';
import { KEPT_DATABASE } from '../../offline/kept-store';

vi.setConfig({ testTimeout: 30_000 });
const width = window.innerWidth;
// Kept answers live in IndexedDB: each test starts with none.
beforeEach(() => clear(createStore(KEPT_DATABASE.name, KEPT_DATABASE.store)));
beforeEach(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) => ok({ coords: { latitude: 31.2301, longitude: 121.4702 } }),
      // Walking: one fix once the task opens (sent for the live map).
      watchPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) => {
        queueMicrotask(() => ok({ coords: { latitude: 31.2305, longitude: 121.4705 } }));
        return 1;
      },
      clearWatch: () => undefined,
    },
  });
});
afterEach(() => {
  window.innerWidth = width;
  vi.unstubAllGlobals();
  localStorage.clear();
});

const INSPECT = [Permission.patrol.inspect];
const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')].map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390)).filter((w): w is string => !!w);

describe('PatrolMobilePage (patrol/mobile) on a 390 px phone', () => {
  it('lists my patrols today with their progress', async () => {
    fakeServer(INSPECT, { '/patrolTask/mine': [taskRow(7, { status: 'inProgress', points_done: 1 }), taskRow(8, { name: 'Night round' })] });
    renderPage(<PatrolMobilePage />);
    const card = await screen.findByTestId('patrol-task-7');
    expect(within(card).getByText('Pump house round')).toBeInTheDocument();
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByText('1/2')).toBeInTheDocument();
    expect(screen.getByTestId('patrol-task-8')).toBeInTheDocument();
    expect(tooWide(screen.getByTestId('patrol-mobile'))).toEqual([]);
  });

  it('walks the route: the next point, check-in by typed QR content with the position, the checklist, a failure and its order', async () => {
    const fresh = taskDetail([taskPoint(11, 21, 0), taskPoint(12, 22, 1)]);
    const checkedIn = taskDetail([taskPoint(11, 21, 0, { status: 'checkedIn', results: [result(1, 1), result(2, 2)] }), taskPoint(12, 22, 1)], { status: 'inProgress' });
    const submitted = taskDetail(
      [taskPoint(11, 21, 0, { status: 'done', results: [result(1, 1, { value: false, failed: true, repair_order_id: 99 }), result(2, 2, { value: 0.3, failed: false })] }), taskPoint(12, 22, 1)],
      { status: 'inProgress' },
    );
    // The server's state: what a check-in or a submission changed is what the next detail reads.
    let current = fresh;
    const server = fakeServer(INSPECT, {
      '/patrolTask/detail': () => current,
      '/patrolTask/checkIn': () => (current = checkedIn),
      '/patrolTask/submit': () => (current = submitted),
      '/patrolTask/position': null,
    });
    renderPage(<PatrolMobilePage />, '/?task=7');
    const card = await screen.findByTestId('patrol-check-in-card');
    await waitFor(() => expect(server.bodyOf('/patrolTask/position')).toMatchObject({ task_id: '7', latitude: '31.2305', longitude: '121.4705' }));
    expect(within(card).getByText(/Point 21/)).toBeInTheDocument();
    expect(screen.getByTestId('patrol-scan')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('patrol-qr-input'), { target: { value: ' QR-21 ' } });
    fireEvent.click(screen.getByTestId('patrol-check-in'));
    await waitFor(() => expect(server.bodyOf('/patrolTask/checkIn')).toMatchObject({ task_id: '7', qr_content: 'QR-21', latitude: '31.2301', longitude: '121.4702' }));

    const checklist = await screen.findByTestId('patrol-checklist');
    const submit = within(checklist).getByTestId('patrol-submit');
    expect(submit).toBeDisabled();
    fireEvent.click(within(screen.getByTestId('patrol-input-1')).getByText('Fail'));
    fireEvent.change(within(screen.getByTestId('patrol-item-2')).getByRole('spinbutton'), { target: { value: '0.3' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(server.bodyOf('/patrolTask/submit')).toBeDefined());
    const sent = server.bodyOf('/patrolTask/submit') as Record<string, string>;
    expect([sent.task_point_id, JSON.parse(sent.results as string)]).toEqual(['11', [{ item_id: 1, value: false }, { item_id: 2, value: 0.3 }]]);
    // The next point is the second; the first shows the order its failure opened.
    expect(await within(await screen.findByTestId('patrol-check-in-card')).findByText(/Point 22/)).toBeInTheDocument();
    expect(within(screen.getByTestId('patrol-point-21')).getByText('#99')).toBeInTheDocument();
    expect(tooWide(screen.getByTestId('patrol-mobile'))).toEqual([]);
  });

  it('says when every point is done', async () => {
    fakeServer(INSPECT, { '/patrolTask/detail': taskDetail([taskPoint(11, 21, 0, { status: 'done' })], { status: 'done' }) });
    renderPage(<PatrolMobilePage />, '/?task=7');
    expect(await screen.findByTestId('patrol-all-done')).toBeInTheDocument();
    expect(screen.queryByTestId('patrol-check-in-card')).toBeNull();
  });

  describe('photos, the signature and meter readings', () => {
    let pad: ReturnType<typeof stubPad>;
    beforeEach(() => {
      FakeXhr.sent = [];
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      pad = stubPad();
    });
    afterEach(() => pad.restore());
    const photo = (): File => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gauge.jpg', { type: 'image/jpeg' });
    const rows = [
      result(3, 3, { type: 'photo', name: 'Gauge photo', unit: null, lower_limit: null, upper_limit: null }),
      result(4, 4, { type: 'signature', name: 'Signed by', unit: null, lower_limit: null, upper_limit: null }),
      result(5, 5, { type: 'meterReading', name: 'Energy', unit: 'kWh', lower_limit: null, upper_limit: null, live_value: 812.5 }),
    ];
    const checkedIn = () => taskDetail([taskPoint(11, 21, 0, { status: 'checkedIn', results: rows }), taskPoint(12, 22, 1)], { status: 'inProgress' });

    it('uploads a camera photo with its progress, a drawn signature, pre-fills the meter, and submits their ids', async () => {
      const server = fakeServer(INSPECT, { '/patrolTask/detail': checkedIn, '/patrolTask/submit': checkedIn });
      renderPage(<PatrolMobilePage />, '/?task=7');
      const meter = await screen.findByTestId('patrol-item-5');
      expect(within(meter).getByRole('spinbutton')).toHaveValue('812.5');
      expect(within(meter).getByTestId('live-value-5')).toHaveTextContent('Meter reads 812.5 kWh');

      const input = within(screen.getByTestId('patrol-item-3')).getByTestId('answer-photo-input');
      expect(input).toHaveAttribute('capture', 'environment');
      fireEvent.change(input, { target: { files: [photo()] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      const upload = FakeXhr.sent[0]!;
      expect([upload.body?.get('business_no'), upload.body?.get('data_id')]).toEqual(['patrolResult', null]);
      act(() => upload.progress(40, 100));
      await waitFor(() => expect(screen.getByTestId('answer-progress')).toHaveTextContent('40%'));
      act(() => upload.answer({ code: 200, content: 501, msg: '' }));
      expect(await screen.findByTestId('answer-file-501')).toBeInTheDocument();
      expect(screen.getByTestId('patrol-submit')).toBeDisabled();

      drawStroke(within(screen.getByTestId('patrol-item-4')).getByTestId('signature-canvas'));
      fireEvent.click(await screen.findByTestId('signature-confirm'));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      expect((FakeXhr.sent[1]!.body?.get('files') as File).type).toBe('image/png');
      act(() => FakeXhr.sent[1]!.answer({ code: 200, content: 502, msg: '' }));
      expect(await screen.findByTestId('answer-file-502')).toBeInTheDocument();

      await waitFor(() => expect(screen.getByTestId('patrol-submit')).toBeEnabled());
      fireEvent.click(screen.getByTestId('patrol-submit'));
      await waitFor(() => expect(server.bodyOf('/patrolTask/submit')).toBeDefined());
      const sent = server.bodyOf('/patrolTask/submit') as Record<string, string>;
      expect(JSON.parse(sent.results as string)).toEqual([{ item_id: 3, value: [501] }, { item_id: 4, value: 502 }, { item_id: 5, value: 812.5 }]);
      expect(tooWide(screen.getByTestId('patrol-mobile'))).toEqual([]);
    });

    it('keeps a photo taken offline with the answers and sends it, once, when the phone is back online', async () => {
      const point = () => taskDetail([taskPoint(11, 21, 0, { status: 'checkedIn', results: [rows[0]!, rows[2]!] })], { status: 'inProgress' });
      const server = fakeServer(INSPECT, { '/patrolTask/detail': point, '/patrolTask/submit': point });
      renderPage(<PatrolMobilePage />, '/?task=7');
      fireEvent.change(await screen.findByTestId('answer-photo-input'), { target: { files: [photo()] } });
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
      act(() => FakeXhr.sent[0]!.fail());
      expect(await screen.findByTestId('answer-kept')).toHaveTextContent('1 files to upload once online');
      await waitFor(() => expect(screen.getByTestId('patrol-submit')).toBeEnabled());
      fireEvent.click(screen.getByTestId('patrol-submit'));
      // Still offline: the upload the outbox tries fails too; the answers and the photo stay on the phone.
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
      act(() => FakeXhr.sent[1]!.fail());
      expect(await screen.findByTestId('patrol-queued')).toBeInTheDocument();
      await waitFor(async () => expect((await pending())[0]?.files).toHaveLength(1));
      expect(server.count('/patrolTask/submit')).toBe(0);

      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
      act(() => FakeXhr.sent[2]!.answer({ code: 200, content: 601, msg: '' }));
      await waitFor(() => expect(server.count('/patrolTask/submit')).toBe(1));
      const sent = server.bodyOf('/patrolTask/submit') as Record<string, string>;
      expect(JSON.parse(sent.results as string)).toEqual([{ item_id: 3, value: [601] }, { item_id: 5, value: 812.5 }]);
      await waitFor(() => expect(screen.queryByTestId('patrol-queued')).toBeNull());
      expect(await pending()).toEqual([]);
    });
  });
});
