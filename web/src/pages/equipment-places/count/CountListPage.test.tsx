import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage, toast } from '@/test/page-harness';
import { CountListPage } from './CountListPage';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, state: number) => ({ id, code: `PD-${id}`, count_date: '2026-11-22', position_id: 3, position_name: 'Pump room', person_user_id: 1, state, finish_time: null, remark: null, create_time: '2026-11-22T00:00:00Z' });
const page = { rows: [row(1, 0), row(2, 1)], total: 2 };
const C = Permission.equipmentCount;
const REFUSAL = 'The count cannot be completed while related items are unprocessed';

describe('CountListPage finish', () => {
  it('shows finish only on open counts to editors', async () => {
    fakeServer([C.list, C.edit], { '/equipmentCount/pageList': page, '/getOptionsByKey': [] });
    renderPage(<CountListPage />);
    expect(await screen.findByTestId('count-finish-1')).toBeInTheDocument();
    expect(screen.queryByTestId('count-finish-2')).toBeNull();
    expect(screen.getByTestId('count-add')).toBeInTheDocument();
  });

  it('hides add and finish from list-only users', async () => {
    fakeServer([C.list], { '/equipmentCount/pageList': page });
    renderPage(<CountListPage />);
    await screen.findByTestId('count-detail-1');
    expect(screen.queryByTestId('count-finish-1')).toBeNull();
    expect(screen.queryByTestId('count-add')).toBeNull();
  });

  it('shows the server’s refusal when rows are unprocessed and keeps the list as it was', async () => {
    toast.error.mockClear();
    const server = fakeServer([C.list, C.edit], { '/equipmentCount/pageList': page, '/equipmentCount/finish': fail(REFUSAL, 'equipment.errors.countUnprocessed') });
    renderPage(<CountListPage />);
    fireEvent.click(await screen.findByTestId('count-finish-1'));
    fireEvent.click(await screen.findByTestId('count-finish-1-confirm'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(REFUSAL));
    expect(server.bodiesOf('/equipmentCount/finish')).toEqual([expect.objectContaining({ id: '1' })]);
    expect(server.bodiesOf('/equipmentCount/pageList')).toHaveLength(1);
    expect(screen.getByTestId('count-finish-1')).toBeInTheDocument();
  });

  it('warns in the detail how many rows are unprocessed', async () => {
    fakeServer([C.list, C.edit], {
      '/equipmentCount/pageList': page,
      '/equipmentCount/detail': { ...row(1, 0), items: [{ id: 10, count_id: 1, equipment_id: 5, name: null, result: 0, remark: null, equipment: null }, { id: 11, count_id: 1, equipment_id: null, name: 'Chair', result: 3, remark: null, equipment: null }] },
    });
    renderPage(<CountListPage />);
    fireEvent.click(await screen.findByTestId('count-detail-1'));
    expect(await screen.findByTestId('count-unprocessed')).toHaveTextContent('1 rows are still unprocessed');
    expect(screen.getByTestId('count-detail-finish-1')).toBeInTheDocument();
    expect(screen.getByText('Chair')).toBeInTheDocument();
  });
});
