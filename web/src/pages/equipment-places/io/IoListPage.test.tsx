import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { IoListPage } from './IoListPage';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, state: number) => ({ id, code: `IO-${id}`, direction: 3, state, to_position_id: 4, to_status: null, handler_user_id: 7, handler_name: 'Wang Wu', approve_user_id: null, approve_time: null, approve_remark: null, remark: null, create_time: '2026-01-01T00:00:00Z' });
const page = { rows: [row(1, 0), row(2, 1), row(3, 2), row(4, 3)], total: 4 };
const IO = Permission.equipmentIo;

describe('IoListPage handler', () => {
  it('shows each order’s handler by name', async () => {
    fakeServer([IO.list], { '/equipmentIo/pageList': page, '/getOptionsByKey': [] });
    renderPage(<IoListPage />);
    expect(await screen.findAllByText('Wang Wu')).toHaveLength(4);
    expect(screen.getAllByText('Handler').length).toBeGreaterThan(0);
  });
});

describe('IoListPage buttons', () => {
  it('editor: add, edit drafts and rejected, submit drafts only; no review buttons', async () => {
    fakeServer([IO.list, IO.edit], { '/equipmentIo/pageList': page, '/getOptionsByKey': [] });
    renderPage(<IoListPage />);
    await screen.findByTestId('io-submit-1');
    expect(screen.getByTestId('io-add')).toBeInTheDocument();
    expect(screen.getByTestId('io-edit-1')).toBeInTheDocument();
    expect(screen.getByTestId('io-edit-3')).toBeInTheDocument();
    expect(screen.queryByTestId('io-submit-3')).toBeNull();
    expect(screen.queryByTestId('io-edit-2')).toBeNull();
    expect(screen.queryByTestId('io-approve-2')).toBeNull();
    expect(screen.queryByTestId('io-reject-2')).toBeNull();
  });

  it('approver: approve and reject on submitted orders only, and approving calls the server', async () => {
    const server = fakeServer([IO.list, IO.approve], { '/equipmentIo/pageList': page, '/getOptionsByKey': [], '/equipmentIo/approve': row(2, 3) });
    renderPage(<IoListPage />);
    fireEvent.click(await screen.findByTestId('io-approve-2'));
    expect(screen.getByTestId('io-reject-2')).toBeInTheDocument();
    expect(screen.queryByTestId('io-add')).toBeNull();
    expect(screen.queryByTestId('io-submit-1')).toBeNull();
    expect(screen.queryByTestId('io-approve-1')).toBeNull();
    fireEvent.click(await screen.findByTestId('io-approve-2-confirm'));
    await waitFor(() => expect(server.bodiesOf('/equipmentIo/approve')).toEqual([expect.objectContaining({ id: '2' })]));
  });

  it('refuses a new order without equipment before calling the server', async () => {
    const server = fakeServer([IO.list, IO.edit], { '/equipmentIo/pageList': page, '/getOptionsByKey': [{ value: 4, text: 'Room', pid: null }] });
    renderPage(<IoListPage />);
    fireEvent.click(await screen.findByTestId('io-add'));
    fireEvent.click(screen.getByTestId('io-form-submit'));
    expect(await screen.findByText('Please choose the target location')).toBeInTheDocument();
    expect(server.bodiesOf('/equipmentIo/add')).toHaveLength(0);
  });
});
