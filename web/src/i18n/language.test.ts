import { sessionStore, preferencesStore, type Session } from '@/app/session-store';
import { setNotifier } from '@/api/notifier';
import { i18n } from './i18n-instance';
import { startLanguage, switchLanguage } from './language';

const fetchMock = vi.fn();
const json = (body: unknown): Response => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const session: Session = { token: 't', userId: 1, name: 'n', account: 'a', lang: 'zh_CN', enterpriseId: 1, enterpriseName: 'e', online: true, count: 1 };
const paths = (): string[] => fetchMock.mock.calls.map((call) => call[0] as string);

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  setNotifier({ success: vi.fn(), error: vi.fn(), warning: vi.fn() });
  fetchMock.mockImplementation((url: string, init: RequestInit) => {
    if (url === '/getDefaultLangInfo') {
      const lang = (init.body as FormData).get('lang');
      const data = { 'web.login.submit': lang === 'en_US' ? 'Sign in (server)' : '登录（服务器）' };
      return Promise.resolve(json({ code: 200, content: { lang, data }, msg: '' }));
    }
    return Promise.resolve(json({ code: 200, content: { lang: 'en_US' }, msg: '' }));
  });
  sessionStore.reset();
  preferencesStore.set({ theme: 'dark', lang: 'zh_CN' });
  await i18n.changeLanguage('zh_CN');
});
afterEach(() => vi.unstubAllGlobals());

describe('language', () => {
  it('first paint has the shipped labels; the server labels replace them once loaded', async () => {
    expect(i18n.t('web.login.forgot')).toBe('忘记密码？');
    await startLanguage();
    expect(i18n.t('web.login.submit')).toBe('登录（服务器）');
    expect(i18n.t('web.login.forgot')).toBe('忘记密码？');
  });

  it('switching while logged out reloads labels only and remembers the choice', async () => {
    await switchLanguage('en_US');
    expect(paths()).toEqual(['/getDefaultLangInfo']);
    expect(i18n.language).toBe('en_US');
    expect(i18n.t('web.login.submit')).toBe('Sign in (server)');
    expect(preferencesStore.get().lang).toBe('en_US');
  });

  it('switching while logged in tells the server first and updates the session', async () => {
    sessionStore.set(session);
    await switchLanguage('en_US');
    expect(paths()).toEqual(['/changeLangInfo', '/getDefaultLangInfo']);
    expect(sessionStore.get()?.lang).toBe('en_US');
  });

  it('does not draw the screen again when the server’s labels are the shipped ones', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ code: 200, content: { lang: 'zh_CN', data: { 'web.login.submit': i18n.t('web.login.submit') } }, msg: '' })));
    const redraws = vi.fn();
    i18n.on('languageChanged', redraws);
    await startLanguage();
    expect(redraws).not.toHaveBeenCalled();
    i18n.off('languageChanged', redraws);
  });

  it('keeps the shipped catalogue when the server cannot answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await switchLanguage('en_US');
    expect(i18n.t('web.login.forgot')).toBe('Forgot password?');
  });
});
