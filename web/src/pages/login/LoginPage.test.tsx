import type { ReactElement } from 'react';
import { App as AntdApp } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { setNotifier } from '@/api/notifier';
import { sessionStore } from '@/app/session-store';
import { i18n } from '@/i18n/i18n-instance';
import '@/components/test-utils';
import { LoginPage } from './LoginPage';

const fetchMock = vi.fn();
const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = (): ReactElement => (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter initialEntries={['/login']}>
      <AntdApp>
        <LoginPage />
      </AntdApp>
    </MemoryRouter>
  </I18nextProvider>
);

beforeEach(async () => {
  await i18n.changeLanguage('zh_CN');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  setNotifier(toast);
  sessionStore.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('refuses an empty form with the required messages and calls nothing', async () => {
    render(renderPage());
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(screen.getByTestId('login-account')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByTestId('login-account'), '   ');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('账号不能为空')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBeNull();
    await userEvent.type(screen.getByTestId('login-password'), 'x');
    expect(screen.queryByText('密码不能为空')).toBeNull();
  });

  it('shows the server’s translated message when the login is refused', async () => {
    fetchMock.mockResolvedValue(json({ code: -1, content: { key: 'identity.errors.wrongCredentials' }, msg: '账号或密码错误' }, 401));
    render(renderPage());
    await userEvent.type(screen.getByTestId('login-account'), 'admin');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong1');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('账号或密码错误');
    expect(sessionStore.get()).toBeNull();
  });

  it('stores the session on success', async () => {
    const answer = { token: 't', userId: 1, name: '管理员', account: 'admin', lang: 'zh_CN', enterpriseId: 1, enterpriseName: 'E', online: true, count: 1 };
    fetchMock.mockResolvedValue(json({ code: 200, content: answer, msg: '登录成功' }));
    render(renderPage());
    await userEvent.type(screen.getByTestId('login-account'), ' admin ');
    await userEvent.type(screen.getByTestId('login-password'), 'admin123');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStore.get()?.token).toBe('t'));
    const body = (fetchMock.mock.calls[0][1] as RequestInit).body as FormData;
    expect(body.get('account')).toBe('admin');
    expect(body.get('password')).toBe('admin123');
  });

  it('asks for the enterprise code when the account name is held in several enterprises, and sends it', async () => {
    const answer = { token: 't', userId: 2, name: '张三', account: 'zhang', lang: 'zh_CN', enterpriseId: 2, enterpriseName: 'B', online: true, count: 0 };
    fetchMock
      .mockResolvedValueOnce(json({ code: -1, content: { key: 'identity.errors.enterpriseCodeRequired' }, msg: '该账号存在于多个企业，请填写企业编码' }, 422))
      .mockResolvedValueOnce(json({ code: 200, content: answer, msg: '登录成功' }));
    render(renderPage());
    expect(screen.queryByTestId('login-enterprise-code')).toBeNull();
    await userEvent.type(screen.getByTestId('login-account'), 'zhang');
    await userEvent.type(screen.getByTestId('login-password'), 'abc12345');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('该账号存在于多个企业，请填写企业编码');
    await userEvent.type(screen.getByTestId('login-enterprise-code'), ' entB ');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(sessionStore.get()?.token).toBe('t'));
    const body = (fetchMock.mock.calls[1][1] as RequestInit).body as FormData;
    expect([body.get('account'), body.get('enterpriseCode')]).toEqual(['zhang', 'entB']);
  });

  it('forgot password: needs a valid phone before sending the code, then counts down 60 s', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: null, msg: '短信已发送' }));
    render(renderPage());
    await userEvent.click(screen.getByTestId('login-forgot'));
    await userEvent.type(await screen.findByTestId('forgot-phone'), '123');
    await userEvent.click(screen.getByTestId('forgot-send-code'));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('forgot-phone'));
    await userEvent.type(screen.getByTestId('forgot-phone'), '13800138000');
    await userEvent.click(screen.getByTestId('forgot-send-code'));
    await waitFor(() => expect(screen.getByTestId('forgot-send-code')).toHaveTextContent('60秒后重发'));
    expect(screen.getByTestId('forgot-send-code')).toBeDisabled();
    const body = (fetchMock.mock.calls[0][1] as RequestInit).body as FormData;
    expect(body.get('purpose')).toBe('forgotPassword');
  });

  it('forgot password: after verification the new password must have letters and digits and match', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: null, msg: '' }));
    render(renderPage());
    await userEvent.click(screen.getByTestId('login-forgot'));
    await userEvent.type(await screen.findByTestId('forgot-phone'), '13800138000');
    await userEvent.type(screen.getByTestId('forgot-code'), '123456');
    await userEvent.click(screen.getByTestId('forgot-submit'));
    await userEvent.type(await screen.findByTestId('forgot-password'), '123456');
    await userEvent.type(screen.getByTestId('forgot-confirm'), 'abc1234');
    await userEvent.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByText('密码必须包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('新密码与确认密码不一致')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
