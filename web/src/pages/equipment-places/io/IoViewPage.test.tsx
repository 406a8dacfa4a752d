import { screen, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { IoViewPage } from './IoViewPage';

afterEach(() => vi.unstubAllGlobals());

const order = (extra: object = {}) => ({
  id: 5, code: 'IO20261122-0001', direction: 3, state: 0, to_position_id: 4, to_position_name: 'Pump room', to_status: null,
  handler_user_id: 7, handler_name: 'Wang Wu', approve_user_id: null, approve_time: null, approve_remark: null, remark: null,
  sub_work_order_id: null, create_time: '2026-11-22T00:00:00Z', items: [], ...extra,
});

describe('IoViewPage', { timeout: 20_000 }, () => {
  it('names the handler and shows the empty sub work order section', async () => {
    fakeServer([Permission.equipmentIo.list], { '/equipmentIo/detail': order() });
    renderPage(<IoViewPage />, '/?id=5');
    expect(await screen.findByTestId('io-view-handler')).toHaveTextContent('Wang Wu');
    const section = screen.getByTestId('io-view-sub-work-order');
    expect(within(section).getByText('Sub work order')).toBeInTheDocument();
    expect(within(section).getByText('No sub work order yet; it appears here once work orders are available')).toBeInTheDocument();
  });

  it('shows the kept sub work order number instead of the empty state', async () => {
    fakeServer([Permission.equipmentIo.list], { '/equipmentIo/detail': order({ sub_work_order_id: 42 }) });
    renderPage(<IoViewPage />, '/?id=5');
    const section = await screen.findByTestId('io-view-sub-work-order');
    expect(section).toHaveTextContent('Linked work order no. 42');
    expect(within(section).queryByText(/No sub work order yet/)).toBeNull();
  });
});
