import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@gengyun/contracts';
import { fail, fakeServer, renderPage } from '@/test/page-harness';
import { CompanyRegistrationPage } from '../registration/CompanyRegistrationPage';
import { TenantListPage } from './TenantListPage';

const P = Permission.tenant;
const ALL = [P.list, P.add, P.lock, P.cancel, P.quota, P.audit];
const tenant = (id: number, status: string, extra: object = {}) => ({
  id,
  code: `ent${id}`,
  name: `Enterprise ${id}`,
  status,
  paid_user_limit: 10,
  user_count: 12,
  paid_user_count: 4,
  expire_time: null,
  purge_time: null,
  purge_after: null,
  create_time: '2026-01-01T00:00:00.000Z',
  platform: false,
  ...extra,
});
const rows = [tenant(1, 'normal', { code: 'platform', platform: true }), tenant(7, 'normal'), tenant(8, 'locked', { paid_user_limit: null }), tenant(9, 'cancelled')];
const lists = { '/tenant/pageList': () => ({ rows, total: rows.length }) };

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('tenants page', () => {
  it('lists enterprises with state tags, user counts and paid users against the limit; buttons follow state and permissions', async () => {
    fakeServer(ALL, lists);
    renderPage(<TenantListPage />);
    expect(await screen.findByText('Enterprise 7')).toBeInTheDocument();
    const row = (id: number) => screen.getByText(`Enterprise ${id}`).closest('tr') as HTMLElement;
    expect(within(row(7)).getByText('Normal')).toBeInTheDocument();
    expect(within(row(7)).getByText('4 / 10')).toBeInTheDocument();
    expect(within(row(7)).getByText('12')).toBeInTheDocument();
    expect(within(row(8)).getByText('Locked')).toBeInTheDocument();
    expect(within(row(8)).getByText('4 / Unlimited')).toBeInTheDocument();
    expect(within(row(9)).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row(1)).getByText('Platform', { selector: '.ant-tag' })).toBeInTheDocument();

    expect(screen.getByTestId('tenant-add')).toBeInTheDocument();
    expect(screen.getByTestId('tenant-row-lock-7')).toBeInTheDocument();
    expect(screen.getByTestId('tenant-row-cancel-7')).toBeInTheDocument();
    expect(screen.queryByTestId('tenant-row-unlock-7')).toBeNull();
    expect(screen.getByTestId('tenant-row-unlock-8')).toBeInTheDocument();
    expect(screen.queryByTestId('tenant-row-lock-8')).toBeNull();
    for (const action of ['lock', 'unlock', 'cancel', 'limit']) expect(screen.queryByTestId(`tenant-row-${action}-9`)).toBeNull();
    for (const action of ['lock', 'cancel']) expect(screen.queryByTestId(`tenant-row-${action}-1`)).toBeNull();
  });

  it('a list-only operator sees the enterprises but no add, lock, cancel or limit', async () => {
    fakeServer([P.list], lists);
    renderPage(<TenantListPage />);
    expect(await screen.findByText('Enterprise 7')).toBeInTheDocument();
    expect(screen.queryByTestId('tenant-add')).toBeNull();
    expect(screen.queryByTestId('tenant-row-lock-7')).toBeNull();
    expect(screen.queryByTestId('tenant-row-cancel-7')).toBeNull();
    expect(screen.queryByTestId('tenant-row-limit-7')).toBeNull();
    expect(screen.getByTestId('tenant-row-logs-7')).toBeInTheDocument();
  });

  it('lock and cancel ask first, naming the enterprise, then post its id and reload the list', async () => {
    const server = fakeServer(ALL, { ...lists, '/tenant/lock': () => tenant(7, 'locked'), '/tenant/cancel': () => tenant(8, 'cancelled') });
    renderPage(<TenantListPage />);
    await userEvent.click(await screen.findByTestId('tenant-row-lock-7'));
    expect(await screen.findByText(/Lock "Enterprise 7"\? All its users are signed out/)).toBeInTheDocument();
    expect(server.count('/tenant/lock')).toBe(0);
    const loads = server.count('/tenant/pageList');
    await userEvent.click(screen.getByTestId('tenant-lock-confirm'));
    await waitFor(() => expect(server.bodyOf('/tenant/lock')).toEqual({ id: '7', token: 't' }));
    await waitFor(() => expect(server.count('/tenant/pageList')).toBeGreaterThan(loads));

    await userEvent.click(screen.getByTestId('tenant-row-cancel-8'));
    expect(await screen.findByText(/deleted 7 days later/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tenant-cancel-confirm'));
    await waitFor(() => expect(server.bodyOf('/tenant/cancel')).toEqual({ id: '8', token: 't' }));
  });

  it('the create dialog refuses what the server would refuse, then posts the enterprise and its first administrator', async () => {
    const server = fakeServer(ALL, { ...lists, '/tenant/add': () => tenant(10, 'normal') });
    renderPage(<TenantListPage />);
    await userEvent.click(await screen.findByTestId('tenant-add'));
    await userEvent.click(await screen.findByTestId('tenant-form-submit'));
    expect(await screen.findByText('Enterprise code cannot be empty')).toBeInTheDocument();
    expect(screen.getByText("Administrator's phone cannot be empty")).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('tenant-form-code'), 'a/b');
    await userEvent.type(screen.getByTestId('tenant-form-password'), 'abcdefgh');
    await userEvent.click(screen.getByTestId('tenant-form-submit'));
    expect(await screen.findByText('The enterprise code takes 2 to 50 letters, digits, _ or -')).toBeInTheDocument();
    expect(server.bodyOf('/tenant/add')).toBeUndefined();

    await userEvent.clear(screen.getByTestId('tenant-form-code'));
    await userEvent.type(screen.getByTestId('tenant-form-code'), ' acme ');
    await userEvent.type(screen.getByTestId('tenant-form-name'), 'Acme Works');
    await userEvent.type(screen.getByTestId('tenant-form-limit'), '5');
    await userEvent.type(screen.getByTestId('tenant-form-account'), 'boss');
    await userEvent.type(screen.getByTestId('tenant-form-admin-name'), 'The Boss');
    await userEvent.type(screen.getByTestId('tenant-form-phone'), '13900139000');
    await userEvent.clear(screen.getByTestId('tenant-form-password'));
    await userEvent.type(screen.getByTestId('tenant-form-password'), 'boss1234');
    await userEvent.type(screen.getByTestId('tenant-form-confirm'), 'boss1234');
    await userEvent.click(screen.getByTestId('tenant-form-submit'));
    await waitFor(() => expect(server.bodyOf('/tenant/add')).toBeDefined());
    expect(server.bodyOf('/tenant/add')).toEqual({ code: 'acme', name: 'Acme Works', paid_user_limit: '5', account: 'boss', admin_name: 'The Boss', phone: '13900139000', password: 'boss1234', token: 't' });
  });

  it('the paid-user limit dialog posts the limit, or none for unlimited; the server refusal is shown', async () => {
    const server = fakeServer(ALL, { ...lists, '/tenant/paidUserLimit': (body) => (body.paid_user_limit === '2' ? fail('The paid-user limit cannot be below the 4 paid users') : tenant(7, 'normal')) });
    renderPage(<TenantListPage />);
    await userEvent.click(await screen.findByTestId('tenant-row-limit-7'));
    expect(await screen.findByText('Leave empty for no limit; it cannot be below the 4 paid users there are.')).toBeInTheDocument();
    const input = screen.getByTestId('tenant-limit-input');
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    await userEvent.click(screen.getByTestId('tenant-limit-submit'));
    await waitFor(() => expect(server.bodyOf('/tenant/paidUserLimit')).toEqual({ id: '7', paid_user_limit: '2', token: 't' }));
    expect(screen.getByTestId('tenant-limit-input')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('tenant-limit-input'));
    await userEvent.click(screen.getByTestId('tenant-limit-submit'));
    await waitFor(() => expect(server.count('/tenant/paidUserLimit')).toBe(2));
    expect(server.bodyOf('/tenant/paidUserLimit')).toEqual({ id: '7', token: 't' });
    await waitFor(() => expect(screen.queryByTestId('tenant-limit-input')).toBeNull());
  });
});

describe('company registrations page', () => {
  const application = { id: 4, enterprise_code: 'newco', enterprise_name: 'New Co', claim: false, enterprise_id: null, account: 'founder', name: 'Founder', job_no: null, phone: '13700137000', status: 'pending', reason: null };
  const handlers = { '/tenant/registration/pageList': () => ({ rows: [application], total: 1 }), '/tenant/registration/reject': () => ({ ...application, status: 'rejected' }) };

  it('rejecting needs a reason, which is posted', async () => {
    const server = fakeServer(ALL, handlers);
    renderPage(<CompanyRegistrationPage />);
    expect(await screen.findByText('New Co')).toBeInTheDocument();
    expect(server.bodyOf('/tenant/registration/pageList')).toMatchObject({ status: 'pending' });
    await userEvent.click(screen.getByTestId('company-row-reject-4'));
    await userEvent.click(await screen.findByTestId('company-reject-submit'));
    expect(await screen.findByText('Reason cannot be empty')).toBeInTheDocument();
    expect(server.bodyOf('/tenant/registration/reject')).toBeUndefined();
    await userEvent.type(screen.getByTestId('company-reject-reason'), ' documents missing ');
    await userEvent.click(screen.getByTestId('company-reject-submit'));
    await waitFor(() => expect(server.bodyOf('/tenant/registration/reject')).toEqual({ id: '4', reason: 'documents missing', token: 't' }));
  });

  it('approving says what will be created and posts the paid-user limit', async () => {
    const server = fakeServer(ALL, { ...handlers, '/tenant/registration/approve': () => ({ ...application, status: 'approved' }) });
    renderPage(<CompanyRegistrationPage />);
    await userEvent.click(await screen.findByTestId('company-row-approve-4'));
    expect(await screen.findByText('Creates the enterprise "New Co" (newco) with the applicant as its first administrator.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('company-approve-limit'), '20');
    await userEvent.click(screen.getByTestId('company-approve-submit'));
    await waitFor(() => expect(server.bodyOf('/tenant/registration/approve')).toEqual({ id: '4', paid_user_limit: '20', token: 't' }));
  });
});
