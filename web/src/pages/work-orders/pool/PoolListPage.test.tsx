import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkOrderPoolRow } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { PoolListPage } from './PoolListPage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const pool: WorkOrderPoolRow = { ...TENANT_COLUMNS, id: 5, name: 'Night shift', remark: null, member_ids: [7, 8] };
const user = (id: number, account: string, name: string) => ({ id, account, name });
const users = (body: Record<string, string>) => {
  const all = [user(7, 'wangwu', 'Wang Wu'), user(8, 'lisi', 'Li Si'), user(9, 'zhaoliu', 'Zhao Liu')];
  const rows = body.keyword ? all.filter((u) => u.name.toLowerCase().includes(body.keyword!.toLowerCase())) : all;
  return { rows, total: rows.length };
};
const handlers = { '/workOrderPool/pageList': { rows: [pool], total: 1 }, '/user/pageList': users };

describe('PoolListPage', () => {
  it('lists pools with their members’ names', async () => {
    fakeServer([Permission.workOrderPool.list, Permission.workOrderPool.edit], handlers);
    renderPage(<PoolListPage />);
    const row = await screen.findByTestId('work-pool-row-5');
    expect(within(row).getByText('Night shift')).toBeInTheDocument();
    expect(await within(row).findByText('Wang Wu, Li Si')).toBeInTheDocument();
    expect(screen.getByTestId('work-pool-add')).toBeInTheDocument();
  });

  it('shows no add, edit or delete to those who may only list pools', async () => {
    fakeServer([Permission.workOrderPool.list], handlers);
    renderPage(<PoolListPage />);
    await screen.findByTestId('work-pool-row-5');
    expect(screen.queryByTestId('work-pool-add')).toBeNull();
    expect(screen.queryByTestId('work-pool-edit-5')).toBeNull();
    expect(screen.queryByTestId('work-pool-delete-5')).toBeNull();
  });

  it('adds a pool with members picked from the user list', async () => {
    const server = fakeServer([Permission.workOrderPool.list, Permission.workOrderPool.edit], { ...handlers, '/workOrderPool/add': { ...pool, id: 6 } });
    renderPage(<PoolListPage />);
    await screen.findByTestId('work-pool-row-5');
    fireEvent.click(screen.getByTestId('work-pool-add'));
    const drawer = await screen.findByTestId('work-pool-form');
    fireEvent.change(within(drawer).getByTestId('work-pool-name'), { target: { value: ' Day shift ' } });
    const members = within(drawer).getByRole('combobox', { name: 'Members' });
    fireEvent.mouseDown(members);
    fireEvent.change(members, { target: { value: 'zhao' } });
    await waitFor(() => expect(server.bodyOf('/user/pageList')).toMatchObject({ keyword: 'zhao' }));
    fireEvent.click(await screen.findByTitle('Zhao Liu'));
    fireEvent.click(screen.getByTestId('work-pool-submit'));
    await waitFor(() => expect(server.count('/workOrderPool/add')).toBe(1));
    const body = server.bodyOf('/workOrderPool/add');
    expect(body).toMatchObject({ name: 'Day shift' });
    expect(JSON.parse(body?.member_ids ?? 'null')).toEqual([9]);
  });

  it('edits a pool’s members and deletes a pool after confirmation', async () => {
    const server = fakeServer([Permission.workOrderPool.list, Permission.workOrderPool.edit], {
      ...handlers,
      '/workOrderPool/update': pool,
      '/workOrderPool/delete': null,
    });
    renderPage(<PoolListPage />);
    fireEvent.click(await screen.findByTestId('work-pool-edit-5'));
    const drawer = await screen.findByTestId('work-pool-form');
    expect(within(drawer).getByTestId('work-pool-name')).toHaveValue('Night shift');
    expect(await within(drawer).findByText('Li Si')).toBeInTheDocument();
    const liSi = within(drawer).getByText('Li Si').closest('[class*="-selection-item"]');
    fireEvent.click(liSi?.parentElement?.querySelector('[class*="-item-remove"]') ?? document.body);
    fireEvent.click(screen.getByTestId('work-pool-submit'));
    await waitFor(() => expect(server.count('/workOrderPool/update')).toBe(1));
    expect(server.bodyOf('/workOrderPool/update')).toMatchObject({ id: '5', name: 'Night shift', member_ids: '[7]' });

    fireEvent.click(await screen.findByTestId('work-pool-delete-5'));
    fireEvent.click(await screen.findByTestId('work-pool-delete-5-confirm'));
    await waitFor(() => expect(server.bodyOf('/workOrderPool/delete')).toMatchObject({ id: '5' }));
  });
});
