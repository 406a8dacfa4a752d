import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import type { MyInfo } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { sessionStore } from '@/app/session-store';
import { MyInfoPage } from './MyInfoPage';
import { MyMessagePage } from './MyMessagePage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

describe('my/info', () => {
  it('shows the job number, enterprise, organisation and roles as /user/info names them', async () => {
    fakeServer([], {
      '/user/info': {
        id: 3,
        account: 'li',
        name: 'Li',
        phone: null,
        job_no: 'J-0042',
        enterpriseName: 'Water works',
        orgName: 'Operations',
        roleNames: ['Technician', 'Shift lead'],
      } satisfies Partial<MyInfo>,
    });
    renderPage(<MyInfoPage />);
    expect(await screen.findByTestId('my-info-job-no')).toHaveTextContent('J-0042');
    expect(screen.getByTestId('my-info-enterprise')).toHaveTextContent('Water works');
    expect(screen.getByTestId('my-info-org')).toHaveTextContent('Operations');
    expect(screen.getByTestId('my-info-roles')).toHaveTextContent('Technician, Shift lead');
  });

  const me = { id: 3, account: 'li', name: 'Li', phone: null, mail: 'li@example.com', wechat_no: null, job_no: null, orgName: null, roleNames: [] } satisfies Partial<MyInfo>;

  it('shows the mail address, refuses a malformed one and asks to clear an emptied one', async () => {
    const server = fakeServer([], { '/user/info': me, '/user/updateInfo': me });
    renderPage(<MyInfoPage />);
    expect(await screen.findByTestId('my-info-mail-text')).toHaveTextContent('li@example.com');
    fireEvent.click(screen.getByTestId('my-info-edit'));
    const mail = await screen.findByTestId('my-info-mail');
    fireEvent.change(mail, { target: { value: 'not a mail' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    expect(await screen.findByText('Mail format error')).toBeInTheDocument();
    expect(server.count('/user/updateInfo')).toBe(0);
    fireEvent.change(mail, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('my-info-save'));
    await waitFor(() => expect(server.count('/user/updateInfo')).toBe(1));
    expect(server.bodyOf('/user/updateInfo')).toMatchObject({ name: 'Li', clear_mail: 'true' });
    expect(server.bodyOf('/user/updateInfo')).not.toHaveProperty('mail');
  });
});

describe('my/message', () => {
  const rows = [{ id: 1, title: 'Pump check', content: 'Due today', create_time: '2026-11-25T15:36:04.225Z', is_read: 0 }];

  it('shows times in the enterprise time zone and SPEC format, not as ISO text', async () => {
    fakeServer([], { '/message/my/pageList': { rows, total: 1 } });
    renderPage(<MyMessagePage />);
    const page = await screen.findByTestId('my-message-page');
    // Asia/Shanghai (the default, UTC+8), whatever the browser's zone
    expect(await within(page).findByText('2026-11-25 23:36:04')).toBeInTheDocument();
    expect(within(page).queryByText(/T15:36:04/)).toBeNull();
  });

  it('opens what a message is about from its title and marks it read', async () => {
    const server = fakeServer([], { '/message/my/pageList': { rows: [{ ...rows[0], link: 'work/order/view?id=7' }], total: 1 }, '/message/read': 1 });
    renderPage(<MyMessagePage />);
    const link = await screen.findByTestId('message-link-1');
    expect(link).toHaveAttribute('href', '/gengyun/work/order/view?id=7');
    fireEvent.click(link);
    await waitFor(() => expect(server.count('/message/read')).toBe(1));
  });

  it('follows the time zone the login answered', async () => {
    fakeServer([], { '/message/my/pageList': { rows, total: 1 } });
    renderPage(<MyMessagePage />);
    act(() => sessionStore.set((s) => (s ? { ...s, timeZone: 'Europe/London' } : s)));
    expect(await within(await screen.findByTestId('my-message-page')).findByText('2026-11-25 15:36:04')).toBeInTheDocument();
  });
});
