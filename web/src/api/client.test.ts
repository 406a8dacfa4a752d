import { sessionStore, type Session } from '@/app/session-store';
import { ApiError } from './api-error';
import { call, download, get, handleEnvelope, longPost, post, resetSessionEndingForTests, TIMEOUTS, veryLongPost } from './client';
import { loadingStore } from './loading-store';
import { setNotifier } from './notifier';

const endSession = vi.hoisted(() => vi.fn());
vi.mock('./session-end', () => ({ endSession, LOGIN_PATH: '/login' }));

const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
const fetchMock = vi.fn();
const clicks: Array<{ href: string; download: string }> = [];

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const session: Session = {
  token: 'tok-1', userId: 1, name: '张三', account: 'zs', lang: 'zh_CN',
  enterpriseId: 9, enterpriseName: 'E', online: true, count: 1,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  Object.values(toast).forEach((spy) => spy.mockReset());
  endSession.mockReset();
  setNotifier(toast);
  resetSessionEndingForTests();
  sessionStore.set(session);
  clicks.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:file-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request shape', () => {
  it('POSTs a multipart form with the token in the form and the Bearer header, plus the language', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: { id: 1 }, msg: '' }));
    await post('/user/detail', { id: 7, keyword: '' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/user/detail');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const body = init.body as FormData;
    expect(body.get('id')).toBe('7');
    expect(body.has('keyword')).toBe(false);
    expect(body.get('token')).toBe('tok-1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect((init.headers as Record<string, string>).lang).toBe('zh_CN');
  });

  it('GET puts data and token in the query string', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: [], msg: '' }));
    await get('/searchFileInfo', { id: 3 });
    expect(fetchMock.mock.calls[0][0]).toBe('/searchFileInfo?id=3&token=tok-1');
    expect((fetchMock.mock.calls[0][1] as RequestInit).body).toBeUndefined();
  });

  it('sends no token when logged out', async () => {
    sessionStore.reset();
    fetchMock.mockResolvedValue(json({ code: 200, content: null, msg: '' }));
    await post('/login', { account: 'a' });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect((init.body as FormData).has('token')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('shows the loading overlay while in flight unless noLoading', async () => {
    let seen = -1;
    fetchMock.mockImplementation(() => {
      seen = loadingStore.count();
      return Promise.resolve(json({ code: 200, content: 1, msg: '' }));
    });
    await post('/a');
    expect(seen).toBe(1);
    expect(loadingStore.count()).toBe(0);
    await post('/a', undefined, { noLoading: true });
    expect(seen).toBe(0);
  });

  it('variants carry their timeouts: 30 s, 10 min, 24 h', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    });
    const short = post('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.post);
    expect(((await short) as ApiError).kind).toBe('timeout');
    expect(toast.error).toHaveBeenCalledTimes(1);
    const long = longPost('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.post);
    let settled = false;
    void long.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.long);
    expect(((await long) as ApiError).kind).toBe('timeout');
    const veryLong = veryLongPost('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.long);
    void veryLong.then(() => (settled = true));
    settled = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.veryLong);
    expect(((await veryLong) as ApiError).kind).toBe('timeout');
  });
});

describe('envelope branches', () => {
  it('200 resolves the content and toasts a non-empty msg', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: { rows: [], total: 0 }, msg: '操作成功' }));
    await expect(post('/x')).resolves.toEqual({ code: 200, content: { rows: [], total: 0 }, msg: '操作成功' });
    expect(toast.success).toHaveBeenCalledWith('操作成功');
    fetchMock.mockResolvedValue(json({ code: 200, content: 5, msg: '' }));
    await expect(call('/x')).resolves.toBe(5);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('silent suppresses the success toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, content: 1, msg: 'ok' }));
    await post('/x', undefined, { silent: true });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('201 downloads the file the content names and resolves code 301', async () => {
    fetchMock.mockResolvedValue(json({ code: 201, content: { id: 42, business_no: 7 }, msg: '' }));
    await expect(post('/export')).resolves.toEqual({ code: 301, fileName: '42' });
    expect(clicks[0].href).toContain('/exportFile?id=42&business_no=7&token=tok-1');
  });

  it('-1 toasts the translated msg and rejects with a business error', async () => {
    fetchMock.mockResolvedValue(json({ code: -1, content: { key: 'identity.errors.wrongCredentials' }, msg: '账号或密码错误' }, 401));
    const error = (await post('/login').catch((failure: unknown) => failure)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('business');
    expect(error.message).toBe('账号或密码错误');
    expect(toast.error).toHaveBeenCalledWith('账号或密码错误');
    expect(endSession).not.toHaveBeenCalled();
  });

  it('-1 with type 402 ends the session with a reload, once for concurrent calls', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ code: -1, content: { type: 402 }, msg: '登录已失效' }, 401)));
    const results = await Promise.all([post('/a').catch((e: unknown) => e), post('/b').catch((e: unknown) => e)]);
    expect(results.every((result) => (result as ApiError).kind === 'session')).toBe(true);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(endSession).toHaveBeenCalledWith({ reload: true });
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('-1 with type -2 and a file code toasts and downloads the file', async () => {
    fetchMock.mockResolvedValue(json({ code: -1, content: { type: -2, fileCode: 'err-77' }, msg: '导入格式错误' }));
    await expect(longPost('/user/import')).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith('导入格式错误');
    expect(clicks[0].href).toContain('/exportFile?id=err-77');
  });

  it('other codes resolve code 400 with the raw answer and no toast', async () => {
    const raw = { code: 501, content: null, msg: 'x' };
    fetchMock.mockResolvedValue(json(raw));
    await expect(post('/x')).resolves.toEqual({ code: 400, raw });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    await expect(call('/x')).rejects.toBeInstanceOf(ApiError);
  });

  it('handleEnvelope is usable on its own (socket or cached answers)', () => {
    expect(handleEnvelope({ code: 200, content: 'a', msg: '' })).toEqual({ code: 200, content: 'a', msg: '' });
  });
});

describe('files, failures and cancellation', () => {
  it('download saves a file body under the Content-Disposition name (code 301)', async () => {
    fetchMock.mockResolvedValue(
      new Response('x', {
        headers: { 'content-type': 'application/vnd.ms-excel', 'content-disposition': "attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87.xlsx" },
      }),
    );
    await expect(download('/eqpt/export', { ids: [1] })).resolves.toEqual({ code: 301, fileName: '设备.xlsx' });
    expect(clicks[0]).toEqual({ href: 'blob:file-1', download: '设备.xlsx' });
  });

  it('a network error rejects with its message and toasts it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await post('/x').catch((failure: unknown) => failure)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to fetch');
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch');
  });

  it('a call cancelled by its AbortController is ignored silently', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = post('/x', undefined, { signal: controller.signal }).catch((failure: unknown) => failure);
    controller.abort();
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('cancelled');
    expect(toast.error).not.toHaveBeenCalled();
    expect(loadingStore.count()).toBe(0);
  });

  it('a non-JSON error page resolves code 400 with its text', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(post('/x')).resolves.toEqual({ code: 400, raw: 'Bad Gateway' });
  });
});
