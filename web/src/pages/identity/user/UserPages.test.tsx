import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { UserFormPage } from './UserFormPage';
import { UserListPage } from './UserListPage';
import { toUserBody } from './user.api';

const P = Permission.user;
const userRow = { id: 7, account: 'li', name: 'Li Lei', job_no: null, phone: '13800138000', mail: 'li@example.com', wechat_no: null, org_id: null, group_id: null, position_id: null, is_external: false, is_paid: false, enabled: true, lang: 'en_US', roleIds: [2], locked: false };
const lists = { '/user/pageList': () => ({ rows: [userRow], total: 1 }), '/role/pageList': () => ({ rows: [{ id: 2, name: 'Dispatcher', is_admin: false }], total: 1 }) };

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

describe('user list buttons follow the session permissions', () => {
  it('a list-only user sees the rows but no add, edit, reset or delete', async () => {
    fakeServer([P.list], lists);
    renderPage(<UserListPage />);
    expect(await screen.findByText('Li Lei')).toBeInTheDocument();
    expect(screen.queryByTestId('user-add')).toBeNull();
    expect(screen.queryByTestId('user-import')).toBeNull();
    expect(screen.queryByTestId('user-row-edit-7')).toBeNull();
    expect(screen.queryByTestId('user-row-delete-7')).toBeNull();
    expect(screen.queryByTestId('user-row-reset-7')).toBeNull();
  });

  it('holders of the button codes get the buttons; role names replace ids', async () => {
    fakeServer([P.list, P.add, P.edit, P.delete, P.resetPassword, P.import, P.audit, P.restore, Permission.role.list], lists);
    renderPage(<UserListPage />);
    expect(await screen.findByTestId('user-row-edit-7')).toBeInTheDocument();
    expect(screen.getByTestId('user-add')).toBeInTheDocument();
    expect(screen.getByTestId('user-row-delete-7')).toBeInTheDocument();
    expect(screen.getByTestId('user-row-reset-7')).toBeInTheDocument();
    expect(await screen.findByText('Dispatcher')).toBeInTheDocument();
    expect(screen.getByText('li@example.com')).toBeInTheDocument();
  });

  it('searching sends the keyword and returns to page 1', async () => {
    const server = fakeServer([P.list], lists);
    renderPage(<UserListPage />);
    await screen.findByText('Li Lei');
    await userEvent.type(within(screen.getByTestId('user-search')).getByRole('textbox'), 'li{Enter}');
    await waitFor(() => expect(server.bodyOf('/user/pageList')).toMatchObject({ keyword: 'li', pageNumber: '1' }));
  });

  it('delete asks first, then posts the id', async () => {
    const server = fakeServer([P.list, P.delete], { ...lists, '/user/delete': () => null });
    renderPage(<UserListPage />);
    await userEvent.click(await screen.findByTestId('user-row-delete-7'));
    await userEvent.click(await screen.findByTestId('user-delete-confirm'));
    await waitFor(() => expect(server.bodyOf('/user/delete')).toEqual({ id: '7', token: 't' }));
  });
});

describe('add user form', () => {
  it('refuses what the server would refuse, and sends nothing', async () => {
    const server = fakeServer([P.list, P.add], lists);
    renderPage(<UserFormPage />);
    await userEvent.click(await screen.findByTestId('user-form-submit'));
    expect(await screen.findByText('Account cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Name cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('user-form-account'), 'bad account');
    await userEvent.type(screen.getByTestId('user-form-phone'), '12ab');
    await userEvent.type(screen.getByTestId('user-form-mail'), 'li@example');
    await userEvent.type(screen.getByTestId('user-form-password'), 'abcdefgh');
    await userEvent.click(screen.getByTestId('user-form-submit'));
    expect(await screen.findByText(/may hold only letters/)).toBeInTheDocument();
    expect(screen.getByText('The phone number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Mail format error')).toBeInTheDocument();
    expect(screen.getByText(/letters and digits/i, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(server.bodyOf('/user/add')).toBeUndefined();
  });

  it('posts the trimmed fields, roles as a JSON list and the password', async () => {
    const server = fakeServer([P.list, P.add], { ...lists, '/user/add': () => ({ ...userRow, id: 9 }) });
    renderPage(<UserFormPage />);
    await userEvent.type(await screen.findByTestId('user-form-account'), ' wang ');
    await userEvent.type(screen.getByTestId('user-form-name'), 'Wang Wu');
    await userEvent.type(screen.getByTestId('user-form-phone'), '13900139000');
    await userEvent.type(screen.getByTestId('user-form-mail'), ' wang@example.com ');
    await userEvent.type(screen.getByTestId('user-form-password'), 'abc12345');
    await userEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(server.bodyOf('/user/add')).toBeDefined());
    expect(server.bodyOf('/user/add')).toMatchObject({
      account: 'wang',
      name: 'Wang Wu',
      phone: '13900139000',
      mail: 'wang@example.com',
      password: 'abc12345',
      roleIds: '[]',
      enabled: 'true',
      lang: 'zh_CN',
    });
  });
});

describe('the mail address of an edit', () => {
  it('is sent trimmed, and an emptied field asks to clear it', () => {
    expect(toUserBody({ account: 'li', name: 'Li', mail: ' li@example.com ' }, 7)).toMatchObject({ mail: 'li@example.com', id: 7 });
    const cleared = toUserBody({ account: 'li', name: 'Li', mail: '' }, 7);
    expect(cleared).toMatchObject({ clear_mail: true });
    expect(cleared.mail).toBeUndefined();
    expect(toUserBody({ account: 'li', name: 'Li', password: 'abc12345' })).not.toHaveProperty('clear_mail');
  });
});
