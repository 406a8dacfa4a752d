import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { drawStroke as draw, stubCanvas } from '../../signature/canvas-stub';
import { NodeTaskBar } from './NodeTaskBar';
import { answer, task } from './engine-fixtures';

vi.setConfig({ testTimeout: 30_000 });

let canvas: ReturnType<typeof stubCanvas>;
beforeEach(() => {
  canvas = stubCanvas();
  vi.stubGlobal('PointerEvent', undefined);
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetWidth', { configurable: true, get: () => 300 });
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetHeight', { configurable: true, get: () => 160 });
});
afterEach(() => {
  canvas.restore();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetWidth');
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetHeight');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PERMS = Object.values(Permission.workOrder);
const demanding = { ...task('Task_repair', 'Repair', 'decide', 'countersign'), required_fields: ['description'], require_attachments: true, require_signature: true };
// The photo and the drawing get different ids, as the files area gives them.
const addFile = (body: Record<string, string>) => (body.files === 'file:signature.png' ? 44 : 31);

describe('NodeTaskRow (the node task bar’s files and signature)', () => {
  it('asks for the files and the signature the node requires, then sends them with the agreement', async () => {
    const server = fakeServer(PERMS, { '/workOrder/nodes': answer([demanding]), '/addFile': addFile, '/workOrder/completeNode': { id: 5 } });
    renderPage(<NodeTaskBar orderId={5} />);
    const row = await screen.findByTestId('node-task-Task_repair');
    expect(within(row).getByTestId('node-task-fields')).toHaveTextContent('This node requires: description');
    expect(within(row).getByRole('button', { name: 'Agree' })).toBeDisabled();
    expect(within(row).getByTestId('node-task-missing')).toHaveTextContent('Add the attachments and the signature this node requires first');

    fireEvent.change(within(row).getByTestId('node-task-files').querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'leak.jpg', { type: 'image/jpeg' })] },
    });
    await waitFor(() => expect(server.bodyOf('/addFile')).toMatchObject({ files: 'file:leak.jpg', business_no: 'workOrder' }));
    expect(server.bodyOf('/addFile')).not.toHaveProperty('data_id');
    expect(within(row).getByRole('button', { name: 'Agree' })).toBeDisabled();

    draw(within(row).getByTestId('signature-canvas'));
    fireEvent.click(await within(row).findByTestId('signature-confirm'));
    expect(await within(row).findByTestId('node-task-signed')).toHaveTextContent('Signed');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Agree' })).toBeEnabled());

    fireEvent.click(within(row).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(server.count('/workOrder/completeNode')).toBe(1));
    const body = server.bodyOf('/workOrder/completeNode');
    expect(body).toMatchObject({ id: '5', version: '7', node_id: 'Task_repair', decision: 'agree', signature_file_id: '44' });
    expect(JSON.parse(body?.file_ids ?? 'null')).toEqual([31]);
  });

  it('signs again on request; rejecting needs neither files nor a signature', async () => {
    const server = fakeServer(PERMS, { '/workOrder/nodes': answer([demanding]), '/addFile': addFile, '/workOrder/completeNode': { id: 5 } });
    renderPage(<NodeTaskBar orderId={5} />);
    const row = await screen.findByTestId('node-task-Task_repair');
    draw(within(row).getByTestId('signature-canvas'));
    fireEvent.click(await within(row).findByTestId('signature-confirm'));
    fireEvent.click(await within(row).findByTestId('node-task-sign-again'));
    expect(await within(row).findByTestId('signature-canvas')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Comment'), { target: { value: 'no parts' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(server.count('/workOrder/completeNode')).toBe(1));
    const body = server.bodyOf('/workOrder/completeNode');
    expect(body).toMatchObject({ decision: 'reject', note: 'no parts' });
    expect(body).not.toHaveProperty('file_ids');
    expect(body).not.toHaveProperty('signature_file_id');
  });

  it('asks for nothing more on a node that requires nothing', async () => {
    fakeServer(PERMS, { '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]) });
    renderPage(<NodeTaskBar orderId={5} />);
    const row = await screen.findByTestId('node-task-Task_sign');
    expect(within(row).queryByTestId('node-task-files')).toBeNull();
    expect(within(row).queryByTestId('signature-pad')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Agree' })).toBeEnabled();
  });
});
