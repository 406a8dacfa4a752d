import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage } from '@/test/page-harness';
import { attachment, fieldRecord } from '../handler/field-fixtures';
import { drawStroke as draw, stubCanvas } from './canvas-stub';
import { OrderSignature } from './OrderSignature';
import { SignaturePad } from './SignaturePad';

vi.setConfig({ testTimeout: 20_000 });

let canvas: ReturnType<typeof stubCanvas>;
const ratio = window.devicePixelRatio;
beforeEach(() => {
  canvas = stubCanvas();
  // Mouse events: jsdom's pointer events carry no buttons.
  vi.stubGlobal('PointerEvent', undefined);
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetWidth', { configurable: true, get: () => 300 });
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetHeight', { configurable: true, get: () => 200 });
  window.devicePixelRatio = 2;
});
afterEach(() => {
  canvas.restore();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetWidth');
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetHeight');
  window.devicePixelRatio = ratio;
  vi.unstubAllGlobals();
});

describe('SignaturePad', () => {
  it('sizes the canvas to the device pixel ratio at full width', async () => {
    renderPage(<SignaturePad onConfirm={vi.fn()} />);
    const el = await screen.findByTestId<HTMLCanvasElement>('signature-canvas');
    expect(el.style.width).toBe('100%');
    expect([el.width, el.height]).toEqual([600, 400]);
    expect(canvas.context.scale).toHaveBeenCalledWith(2, 2);
  });

  it('enables confirm once something is drawn; clear empties it and disables confirm again', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderPage(<SignaturePad onConfirm={onConfirm} />);
    const el = await screen.findByTestId('signature-canvas');
    expect(screen.getByTestId('signature-confirm')).toBeDisabled();
    draw(el);
    await waitFor(() => expect(screen.getByTestId('signature-confirm')).toBeEnabled());
    fireEvent.click(screen.getByTestId('signature-clear'));
    await waitFor(() => expect(screen.getByTestId('signature-confirm')).toBeDisabled());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirm hands over the drawing as a PNG blob, then the pad is empty', async () => {
    const onConfirm = vi.fn((png: Blob) => {
      void png;
      return Promise.resolve();
    });
    renderPage(<SignaturePad onConfirm={onConfirm} />);
    draw(await screen.findByTestId('signature-canvas'));
    fireEvent.click(await screen.findByTestId('signature-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const png = onConfirm.mock.calls[0]![0];
    expect(png.type).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    await waitFor(() => expect(screen.getByTestId('signature-confirm')).toBeDisabled());
  });

  it('keeps the drawing when it is refused, to confirm again', async () => {
    renderPage(<SignaturePad onConfirm={() => Promise.reject(new Error('no'))} />);
    draw(await screen.findByTestId('signature-canvas'));
    fireEvent.click(await screen.findByTestId('signature-confirm'));
    await waitFor(() => expect(screen.getByTestId('signature-confirm')).not.toHaveClass('ant-btn-loading'));
    expect(screen.getByTestId('signature-confirm')).toBeEnabled();
  });
});

describe('OrderSignature', () => {
  it('uploads the drawing as signature.png and binds it to the order as its signature', async () => {
    const server = fakeServer([], { '/workOrderRecord/detail': fieldRecord(), '/addFile': 44, '/workOrderSignature/add': [] });
    renderPage(<OrderSignature orderId={3} mayEdit />);
    draw(await screen.findByTestId('signature-canvas'));
    fireEvent.click(await screen.findByTestId('signature-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderSignature/add')).toMatchObject({ work_order_id: '3', file_id: '44' }));
    expect(server.bodyOf('/addFile')).toMatchObject({ files: 'file:signature.png', business_no: 'workOrder' });
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    const [upload, bind] = [server.calls.findIndex((c) => c.path === '/addFile'), server.calls.findIndex((c) => c.path === '/workOrderSignature/add')];
    expect(upload).toBeLessThan(bind);
    await waitFor(() => expect(server.count('/workOrderRecord/detail')).toBe(2));
  });

  it('shows who signed and when; without the right to record, no pad', async () => {
    fakeServer([], { '/workOrderRecord/detail': fieldRecord({ attachments: [attachment(44, { kind: 'signature', user_name: 'Li Si' }), attachment(45)] }) });
    renderPage(<OrderSignature orderId={3} mayEdit={false} />);
    expect(await screen.findByTestId('field-signature-44')).toHaveTextContent('Signed by Li Si at');
    expect(screen.queryByTestId('field-signature-45')).not.toBeInTheDocument();
    expect(screen.queryByTestId('signature-pad')).not.toBeInTheDocument();
  });
});
