import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { NodeTaskBar } from './NodeTaskBar';
import { answer, task } from './engine-fixtures';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PERMS = Object.values(Permission.workOrder);
describe('NodeTaskBar', () => {
  it('shows the current node and sends agree with the comment at the version read', async () => {
    const server = fakeServer(PERMS, { '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]), '/workOrder/completeNode': { id: 5 } });
    renderPage(<NodeTaskBar orderId={5} />);
    expect(await screen.findByTestId('node-current-Task_sign')).toHaveTextContent('Sign-off');
    expect(screen.queryByTestId('node-current-Task_dispatch')).toBeNull();
    const row = screen.getByTestId('node-task-Task_sign');
    fireEvent.change(within(row).getByLabelText('Comment'), { target: { value: ' looks right ' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(server.count('/workOrder/completeNode')).toBe(1));
    expect(server.bodyOf('/workOrder/completeNode')).toMatchObject({ id: '5', version: '7', node_id: 'Task_sign', decision: 'agree', note: 'looks right' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Done'));
  });

  it('rejects, and shows the server’s refusal', async () => {
    const server = fakeServer(PERMS, {
      '/workOrder/nodes': answer([task('Task_sign', 'Sign-off', 'decide', 'countersign')]),
      '/workOrder/completeNode': fail('Failure, get the latest data and retry', 'common.errors.staleData'),
    });
    renderPage(<NodeTaskBar orderId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('node-task-refusal')).toHaveTextContent('Failure, get the latest data and retry');
    expect(server.bodyOf('/workOrder/completeNode')).toMatchObject({ decision: 'reject', node_id: 'Task_sign' });
  });

  it('offers a grab button for a free grab node and sends the grab', async () => {
    const server = fakeServer(PERMS, { '/workOrder/nodes': answer([task('Task_grab', 'Repair', 'grab', 'grab')]), '/workOrder/grabNode': { id: 5 } });
    renderPage(<NodeTaskBar orderId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Grab' }));
    await waitFor(() => expect(server.count('/workOrder/grabNode')).toBe(1));
    expect(server.bodyOf('/workOrder/grabNode')).toMatchObject({ id: '5', version: '7', node_id: 'Task_grab' });
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
  });

  it('marks a current node past its time limit', async () => {
    const late = answer([]);
    late.nodes = late.nodes.map((n) => (n.state === 'active' ? { ...n, late_time: '2026-01-31 12:00:00' } : n));
    fakeServer(PERMS, { '/workOrder/nodes': late });
    renderPage(<NodeTaskBar orderId={5} />);
    const tag = await screen.findByTestId('node-current-Task_sign');
    expect(tag).toHaveTextContent('Sign-off · Past its time limit');
    expect(tag).toHaveClass('ant-tag-error');
  });

  it('shows nothing without tasks for the caller but the current nodes, and nothing at all without an engine', async () => {
    fakeServer(PERMS, { '/workOrder/nodes': answer([]) });
    const { unmount } = renderPage(<NodeTaskBar orderId={5} />);
    expect(await screen.findByTestId('node-current-Task_sign')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const server = fakeServer(PERMS, { '/workOrder/nodes': answer([], false) });
    renderPage(<NodeTaskBar orderId={5} />);
    await waitFor(() => expect(server.count('/workOrder/nodes')).toBe(1));
    expect(screen.queryByTestId('node-task-bar')).toBeNull();
  });
});
