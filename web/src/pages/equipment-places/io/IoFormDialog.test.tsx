import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { IoFormDialog } from './IoFormDialog';

afterEach(() => vi.unstubAllGlobals());

const equipment = { id: 9, asset_code: 'PUMP-1', asset_name: 'Pump', position_id: 3, position_name: 'Room', status: 4, status_name: 'In storage' };
const detail = {
  id: 5, code: 'IO-5', direction: 3, state: 0, to_position_id: 4, to_position_name: 'Hall', to_status: null, handler_user_id: 7, handler_name: 'Wang Wu',
  approve_user_id: null, approve_time: null, approve_remark: null, remark: null, create_time: '2026-11-22T00:00:00Z',
  items: [{ id: 1, equipment_id: 9, from_position_id: 3, from_status: 4, to_position_id: 4, to_status: null, equipment, from_position_name: 'Room' }],
};
const users = { rows: [{ id: 8, account: 'zhao', name: 'Zhao Liu' }], total: 1 };
const handlers = { '/equipmentIo/detail': detail, '/user/pageList': users, '/getOptionsByKey': [{ value: 4, text: 'Hall', pid: null }], '/equipmentIo/update': detail };

describe('IoFormDialog handler', { timeout: 30_000 }, () => {
  it('shows the saved handler and sends the one chosen in the user dialog', async () => {
    const server = fakeServer([Permission.equipmentIo.list, Permission.equipmentIo.edit], handlers);
    renderPage(<IoFormDialog open editId={5} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('io-form-handler-name')).toHaveValue('Wang Wu'));
    fireEvent.click(screen.getByTestId('io-form-handler-choose'));
    const dialog = (await screen.findByText('Zhao Liu')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getAllByRole('checkbox').at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() => expect(screen.getByTestId('io-form-handler-name')).toHaveValue('Zhao Liu'));
    fireEvent.click(screen.getByTestId('io-form-submit'));
    await waitFor(() => expect(server.bodiesOf('/equipmentIo/update')).toEqual([expect.objectContaining({ id: '5', handler_user_id: '8', equipment_ids: expect.any(String) })]));
  });

  it('clears the handler so the server takes the caller', async () => {
    const server = fakeServer([Permission.equipmentIo.list, Permission.equipmentIo.edit], handlers);
    renderPage(<IoFormDialog open editId={5} onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('io-form-handler-name')).toHaveValue('Wang Wu'));
    fireEvent.click(screen.getByTestId('io-form-handler-clear'));
    expect(screen.getByTestId('io-form-handler-name')).toHaveValue('');
    expect(screen.getByPlaceholderText('Defaults to you')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('io-form-submit'));
    await waitFor(() => expect(server.count('/equipmentIo/update')).toBe(1));
    expect(server.bodyOf('/equipmentIo/update')).not.toHaveProperty('handler_user_id');
  });
});
