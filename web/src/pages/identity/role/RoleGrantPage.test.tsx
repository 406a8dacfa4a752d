import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { RoleGrantPage } from './RoleGrantPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, type: number, langkey: string, children: unknown[] = []) => ({ id, pid: 0, route: '', icon: '', langkey, name: langkey.split('.').pop(), type, children });
const handlers = {
  '/menu/tree': () => [entry(8, 0, 'menu.admin', [entry(9, 1, 'menu.admin.user', [entry(10, 2, 'menu.admin.user.add'), entry(11, 2, 'menu.admin.user.delete')])])],
  '/role/detail': () => ({ id: 3, name: 'Technician', remark: null, is_admin: false, menuIds: [8, 9], scopes: { location: [21] } }),
  '/role/scopeDimensions': () => [
    { dimension: 'location', nodes: [{ id: 20, parent_id: null, name: 'Plant' }, { id: 21, parent_id: 20, name: 'Pump room' }, { id: 22, parent_id: 20, name: 'Laboratory' }] },
    { dimension: 'equipment_type', nodes: [{ id: 30, parent_id: null, name: 'Pumps' }, { id: 31, parent_id: 30, name: 'Centrifugal pump' }] },
  ],
  '/role/grant': () => null,
};
const openData = async () => userEvent.click(await screen.findByRole('tab', { name: 'Data permissions' }));

describe('role grant page', () => {
  it('ticking a button adds it to the saved menuIds; scopes go with every dimension the server applies', async () => {
    const server = fakeServer([Permission.role.list, Permission.role.grant], handlers);
    renderPage(<RoleGrantPage />, '/gengyun/auth/view?id=3');
    expect(await screen.findByText('Permissions of Technician')).toBeInTheDocument();
    expect(screen.getByTestId('role-grant-count')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('role-grant-node-10'));
    expect(screen.getByTestId('role-grant-count')).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByTestId('role-grant-submit'));
    await waitFor(() => expect(server.bodyOf('/role/grant')).toBeDefined());
    const body = server.bodyOf('/role/grant') ?? {};
    expect(body.id).toBe('3');
    expect(JSON.parse(body.menuIds)).toEqual([8, 9, 10]);
    expect(JSON.parse(body.scopes)).toEqual({ location: [21], equipment_type: [] });
  });

  it('offers only the dimensions the server applies, as searchable trees of names; what is picked is what is sent', async () => {
    const server = fakeServer([Permission.role.list, Permission.role.grant], handlers);
    renderPage(<RoleGrantPage />, '/gengyun/auth/view?id=3');
    await openData();
    const editor = await screen.findByTestId('role-scopes');
    expect(within(editor).getByText('Locations')).toBeInTheDocument();
    expect(within(editor).getByText('Equipment types')).toBeInTheDocument();
    expect(within(editor).queryByText('Warehouses')).toBeNull();
    expect(within(editor).getByText(/A granted node includes everything under it/)).toBeInTheDocument();
    // The saved grant shows by name, never as an id.
    expect(within(screen.getByTestId('role-scope-location')).getByText('Pump room')).toBeInTheDocument();
    expect(within(editor).queryByText('21')).toBeNull();
    const types = within(screen.getByTestId('role-scope-equipment_type')).getByRole('combobox');
    await userEvent.click(types);
    await userEvent.type(types, 'Centri');
    await userEvent.click(await screen.findByTitle('Centrifugal pump'));
    await userEvent.click(screen.getByTestId('role-grant-submit'));
    await waitFor(() => expect(server.bodyOf('/role/grant')).toBeDefined());
    expect(JSON.parse(server.bodyOf('/role/grant')?.scopes ?? '{}')).toEqual({ location: [21], equipment_type: [31] });
  });

  it("says which saved nodes it cannot show (removed, outside the user's scope, or of a dimension not in use) and does not send them", async () => {
    const server = fakeServer([Permission.role.list, Permission.role.grant], {
      ...handlers,
      '/role/detail': () => ({ id: 3, name: 'Technician', remark: null, is_admin: false, menuIds: [], scopes: { location: [21, 99], warehouse: [4] } }),
    });
    renderPage(<RoleGrantPage />, '/gengyun/auth/view?id=3');
    await openData();
    expect(await screen.findByTestId('role-scopes-dropped')).toHaveTextContent('2 node(s) granted to this role');
    await userEvent.click(screen.getByTestId('role-grant-submit'));
    await waitFor(() => expect(server.bodyOf('/role/grant')).toBeDefined());
    expect(JSON.parse(server.bodyOf('/role/grant')?.scopes ?? '{}')).toEqual({ location: [21], equipment_type: [] });
  });

  it('without the grant code the tree is read-only and there is no save', async () => {
    fakeServer([Permission.role.list], handlers);
    renderPage(<RoleGrantPage />, '/gengyun/auth/view?id=3');
    expect(await screen.findByText('Permissions of Technician')).toBeInTheDocument();
    expect(screen.queryByTestId('role-grant-submit')).toBeNull();
    await userEvent.click(screen.getByTestId('role-grant-node-10'));
    expect(screen.getByTestId('role-grant-count')).toHaveTextContent('2 selected');
  });
});
