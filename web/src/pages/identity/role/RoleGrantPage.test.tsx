import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { RoleGrantPage } from './RoleGrantPage';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, type: number, langkey: string, children: unknown[] = []) => ({ id, pid: 0, route: '', icon: '', langkey, name: langkey.split('.').pop(), type, children });
const handlers = {
  '/menu/tree': () => [entry(8, 0, 'menu.admin', [entry(9, 1, 'menu.admin.user', [entry(10, 2, 'menu.admin.user.add'), entry(11, 2, 'menu.admin.user.delete')])])],
  '/role/detail': () => ({ id: 3, name: 'Technician', remark: null, is_admin: false, menuIds: [8, 9], scopes: { warehouse: [4] } }),
  '/role/grant': () => null,
};

describe('role grant page', () => {
  it('ticking a button adds it to the saved menuIds; scopes go with every dimension', async () => {
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
    expect(JSON.parse(body.scopes)).toMatchObject({ warehouse: [4], location: [] });
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
