import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, fail, renderPage } from '@/test/page-harness';
import { orderRow, users } from '../work-order-fixtures';
import { DistributePage } from './DistributePage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const rows = [orderRow(11, 'toAssign', { version: 2 }), orderRow(12, 'returned', { version: 5 })];
const handlers = { '/workOrder/distributable': { rows, total: 2 }, '/user/pageList': users };

const pick = async (): Promise<void> => {
  for (const id of [11, 12]) fireEvent.click(within(await screen.findByTestId(`work-distribute-row-${id}`)).getByRole('checkbox'));
  const select = screen.getByRole('combobox', { name: 'Handlers' });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle('Li Si'));
};

describe('DistributePage', () => {
  it('lists what the server says batch distribution would take (no open runs), narrowed only by a chosen status', async () => {
    const server = fakeServer([Permission.workOrder.list, Permission.workOrder.dispatch], handlers);
    renderPage(<DistributePage />);
    await screen.findByTestId('work-distribute-row-11');
    expect(server.bodyOf('/workOrder/distributable')?.status).toBeUndefined();
    expect(server.count('/workOrder/pageList')).toBe(0);
    expect(screen.getByTestId('work-distribute-assign')).toBeDisabled();
  });

  it('assigns the selection at the versions shown', async () => {
    const server = fakeServer([Permission.workOrder.list, Permission.workOrder.dispatch], { ...handlers, '/workOrder/batchDispatch': rows });
    renderPage(<DistributePage />);
    await pick();
    fireEvent.click(screen.getByTestId('work-distribute-assign'));
    await waitFor(() => expect(server.count('/workOrder/batchDispatch')).toBe(1));
    const body = server.bodyOf('/workOrder/batchDispatch');
    expect(JSON.parse(body?.orders ?? 'null')).toEqual([{ id: 11, version: 2 }, { id: 12, version: 5 }]);
    expect(JSON.parse(body?.handler_ids ?? 'null')).toEqual([8]);
    expect(await screen.findByTestId('work-distribute-outcome')).toHaveTextContent('2 work orders assigned');
  });

  it('shows the server’s refusal (nothing was assigned)', async () => {
    fakeServer([Permission.workOrder.list, Permission.workOrder.dispatch], { ...handlers, '/workOrder/batchDispatch': fail('Failure, get the latest data and retry') });
    renderPage(<DistributePage />);
    await pick();
    fireEvent.click(screen.getByTestId('work-distribute-assign'));
    expect(await screen.findByTestId('work-distribute-outcome')).toHaveTextContent('Failure, get the latest data and retry');
  });
});
