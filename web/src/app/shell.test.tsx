import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setNotifier } from '@/api/notifier';
import { queryClient } from '@/api/query-client';
import { i18n } from '@/i18n/i18n-instance';
import '@/components/test-utils';
import { HOME_TAB, tabsStore } from './menu-tabs';
import { Providers } from './providers';
import { routeObjects } from './router';
import { sessionStore, type Session } from './session-store';

const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
const fetchMock = vi.fn();
const json = (body: unknown): Response => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const session: Session = { token: 't', userId: 1, name: '王工', account: 'wang', lang: 'zh_CN', enterpriseId: 1, enterpriseName: '示例企业', online: true, count: 1 };

const menu = [
  { id: 10, type: 0, langkey: 'menu.admin', icon: 'setting', children: [{ id: 11, pid: 10, type: 1, route: 'user', langkey: 'menu.admin.user' }] },
];

const answer = (url: string): Response => {
  if (url === '/getMenuList') return json({ code: 200, content: { data: menu, permissions: [], cancelMessage: '' }, msg: '' });
  if (url === '/message/my/unread') return json({ code: 200, content: 3, msg: '' });
  return json({ code: 200, content: {}, msg: '' });
};

const start = (path: string) => {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  setNotifier(toast);
  return router;
};

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) => Promise.resolve(answer(url)));
  Object.values(toast).forEach((spy) => spy.mockReset());
  queryClient.clear();
  sessionStore.reset();
  tabsStore.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('guarded shell', () => {
  it('sends an anonymous visitor to login, remembering the page', async () => {
    const router = start('/gengyun/user');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/gengyun/user' });
  });

  it('opens the screens without a session', async () => {
    const router = start('/screen/one');
    expect(await screen.findByTestId('coming-soon')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/screen/one');
  });

  it('a logged-in user at /login lands on the home page with the locked home tab', async () => {
    sessionStore.set(session);
    const router = start('/login');
    expect(await screen.findByTestId('home-page', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gengyun/home');
    expect(screen.getByTestId('menu')).toHaveTextContent('基础配置');
    // The tab takes the page's address (its search) in an effect after the page is drawn.
    await waitFor(() => expect(tabsStore.get()).toEqual([{ ...HOME_TAB, search: '' }]));
  });

  it('opens a tab per visited page and cancels navigation to a page not permitted', async () => {
    sessionStore.set(session);
    const router = start('/gengyun/home');
    await screen.findByTestId('home-page', {}, { timeout: 4000 });
    await act(() => router.navigate('/gengyun/user'));
    await waitFor(() => expect(tabsStore.get().map((tab) => tab.route)).toEqual(['home', 'user']));
    expect(screen.getByTestId('tab-bar')).toHaveTextContent('用户管理');
    await act(() => router.navigate('/gengyun/auth'));
    expect(router.state.location.pathname).toBe('/gengyun/user');
    expect(toast.warning).toHaveBeenCalledWith('没有权限');
  });

  it('a denied address typed in directly falls back to home with the message', async () => {
    sessionStore.set(session);
    const router = start('/gengyun/auth');
    await screen.findByTestId('home-page', {}, { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/gengyun/home');
    expect(toast.warning).toHaveBeenCalledWith('没有权限');
  });

  it('the theme switch toggles and remembers the theme', async () => {
    sessionStore.set(session);
    start('/gengyun/home');
    const button = await screen.findByTestId('theme-switch', {}, { timeout: 4000 });
    expect(button).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(button);
    expect(screen.getByTestId('theme-switch')).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
