import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JobStatus, Permission, type TaskDetail, type TaskRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { socketMock } from '../../../../test/socket-mock';

vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const { ExportCentrePage, ImportCentrePage } = await import('./TaskCentrePage');

const task = (over: Partial<TaskRow>): TaskRow => ({
  id: 1, enterprise_id: 1, create_time: '2026-01-05T08:00:00.000Z', create_user_id: 1, update_time: '2026-01-05T08:00:00.000Z', direction: 'import',
  kind: 'equipment.ledger', kind_name: 'Equipment ledger', file_name: 'ledger.xlsx', status: JobStatus.running, progress: 40, total_rows: 0, done_rows: 0,
  failed_rows: 0, message_count: 0, create_user_name: 'admin', finish_time: null, has_file: false, ...over,
});

const refused: TaskDetail = {
  ...task({ id: 8, file_name: 'bad.xlsx', status: JobStatus.failed, total_rows: 3, failed_rows: 2, message_count: 2, finish_time: '2026-01-05T08:01:00.000Z' }),
  messages: [
    { key: 'files.errors.rowEmpty', params: [3, { key: 'equipment.ledger.fields.code' }], row: 3, column: 'equipment.ledger.fields.code' },
    { key: 'files.errors.rowType', params: [4, { key: 'equipment.ledger.fields.status' }], row: 4, column: 'equipment.ledger.fields.status' },
  ],
};

describe('import and export centre', { timeout: 30_000 }, () => {
  it('lists the imports with kind, status, counts and a bar that follows the live push, then shows the row problems', async () => {
    let running = task({ id: 9, file_name: 'now.xlsx' });
    const server = fakeServer([Permission.importTask.list], {
      '/import/pageList': () => ({ rows: [running, refused], total: 2 }),
      '/import/kinds': [{ value: 'equipment.ledger', label: 'Equipment ledger' }],
      '/import/detail': refused,
    });
    renderPage(<ImportCentrePage />);
    const page = await screen.findByTestId('import-centre');
    expect(await within(page).findByText('now.xlsx')).toBeInTheDocument();
    expect(within(page).getAllByText('Equipment ledger').length).toBeGreaterThan(0);
    expect(within(page).getByText('Running')).toBeInTheDocument();
    expect(within(page).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByTestId('task-progress-9')).toHaveTextContent('40%');
    expect(screen.queryByTestId('task-everyone')).toBeNull();

    socketMock.emit('job.progress', { id: 'import-9', queue: 'imports', progress: 75, status: JobStatus.running });
    await waitFor(() => expect(screen.getByTestId('task-progress-9')).toHaveTextContent('75%'));
    // A push for another direction's task leaves this list alone; the end of the task brings the counts again.
    const fetched = server.count('/import/pageList');
    socketMock.emit('job.progress', { id: 'export-9', queue: 'exports', progress: 10, status: JobStatus.running });
    running = task({ id: 9, file_name: 'now.xlsx', status: JobStatus.done, progress: 100, total_rows: 5, done_rows: 5 });
    socketMock.emit('job.progress', { id: 'import-9', queue: 'imports', progress: 100, status: JobStatus.done });
    await waitFor(() => expect(server.count('/import/pageList')).toBe(fetched + 1));
    await waitFor(() => expect(within(page).getByText('Done')).toBeInTheDocument());

    fireEvent.click(screen.getByTestId('task-problems-8'));
    const drawer = await screen.findByTestId('task-problems');
    await waitFor(() => expect(within(drawer).getAllByTestId('task-problem')).toHaveLength(2));
    expect(within(drawer).getByText('Problems in "bad.xlsx"')).toBeInTheDocument();
    expect(within(drawer).getByText('Nothing was imported because of these problems: fix them and import the file again.')).toBeInTheDocument();
    const lines = within(drawer).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['3', 'Equipment code', 'Row 3: Equipment code cannot be empty'],
      ['4', 'Status', 'Row 4: Status is not a value it can take'],
    ]);
    expect(server.bodyOf('/import/detail')).toEqual({ id: '8', token: 't' });
  });

  it('reads the list again, once, each time the live connection comes up: tasks that ended while it was connecting or away', async () => {
    socketMock.setStatus('connecting');
    let rows = [task({ id: 3, direction: 'export', file_name: 'early.xlsx', status: JobStatus.done, progress: 100 })];
    const server = fakeServer([Permission.exportTask.list], {
      '/export/pageList': () => ({ rows, total: rows.length }),
      '/export/kinds': [{ value: 'equipment.ledger', label: 'Equipment ledger' }],
    });
    renderPage(<ExportCentrePage />);
    const page = await screen.findByTestId('export-centre');
    expect(await within(page).findByText('early.xlsx')).toBeInTheDocument();
    const fetched = server.count('/export/pageList');
    rows = [task({ id: 4, direction: 'export', file_name: 'missed.xlsx', status: JobStatus.done, progress: 100, has_file: true }), ...rows];
    socketMock.setStatus('connected');
    expect(await within(page).findByText('missed.xlsx')).toBeInTheDocument();
    expect(server.count('/export/pageList')).toBe(fetched + 1);

    // A reconnect is read once: the connection coming up again is the only trigger.
    rows = [task({ id: 5, direction: 'export', file_name: 'while-away.xlsx', status: JobStatus.done, progress: 100 }), ...rows];
    act(() => socketMock.setStatus('disconnected'));
    act(() => {
      socketMock.setStatus('connected');
      socketMock.reconnect();
    });
    expect(await within(page).findByText('while-away.xlsx')).toBeInTheDocument();
    expect(server.count('/export/pageList')).toBe(fetched + 2);
  });

  it('filters by kind and status, lets the all-tasks permission show everyone, and downloads a finished export', async () => {
    const server = fakeServer([Permission.exportTask.list, Permission.task.all], {
      '/export/pageList': { rows: [task({ id: 4, direction: 'export', status: JobStatus.done, progress: 100, total_rows: 3, done_rows: 3, has_file: true })], total: 1 },
      '/export/kinds': [{ value: 'equipment.ledger', label: 'Equipment ledger' }],
    });
    const open = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<ExportCentrePage />);
    fireEvent.click(await screen.findByTestId('task-download-4'));
    const link = new URL((open.mock.contexts.at(-1) as HTMLAnchorElement).href);
    expect([link.pathname, Object.fromEntries(link.searchParams)]).toEqual(['/exportFile', { id: '4', business_no: 'exportTask', token: 't' }]);
    open.mockRestore();

    fireEvent.click(screen.getByTestId('task-everyone'));
    await waitFor(() => expect(server.bodyOf('/export/pageList')).toMatchObject({ all: 'true', pageNumber: '1' }));
    expect(await screen.findByRole('columnheader', { name: 'Started by' })).toBeInTheDocument();

    fireEvent.mouseDown(within(screen.getByTestId('task-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Failed'));
    await waitFor(() => expect(server.bodyOf('/export/pageList')).toMatchObject({ status: '3', all: 'true' }));
    fireEvent.mouseDown(within(screen.getByTestId('task-kind')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Equipment ledger'));
    await waitFor(() => expect(server.bodyOf('/export/pageList')).toMatchObject({ kind: 'equipment.ledger', status: '3' }));
  });
});
