import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Envelope } from '@gengyun/contracts';
import { setNotifier } from '@/api/notifier';
import { sessionStore } from '@/app/session-store';
import { Providers } from '@/components/test-utils';
import { i18n } from '@/i18n/i18n-instance';

/**
 * Test-only page harness: a fake server behind `fetch` and a logged-in render. The server answers envelopes per
 * path and records each call's form body as text (a file as `file:<name>`; the session's `token` is in it too).
 */
export type Body = Record<string, string>;
export type Handler = (body: Body) => unknown;
/** Per path: a function of the body, or the content itself. */
export type Handlers = Record<string, Handler | object | string | number | boolean | null>;

const ENVELOPE = Symbol('envelope');
/** A refusal envelope (code -1) with the server's message (and more of its content), as a handler's answer. */
export const fail = (msg: string, key = 'x', content: object = {}): object => ({ [ENVELOPE]: { code: -1, content: { key, ...content }, msg } });
/** A success whose content is null (a handler's own `null` falls back to an empty page). */
export const answerNull = (): object => ({ [ENVELOPE]: { code: 200, content: null, msg: '' } });

export interface FakeServer {
  calls: Array<{ path: string; body: Body }>;
  /** The last body sent to `path`. */
  bodyOf: (path: string) => Body | undefined;
  /** Every body sent to `path`, in order. */
  bodiesOf: (path: string) => Body[];
  count: (path: string) => number;
}

const formBody = (init?: RequestInit): Body => {
  const body: Body = {};
  if (init?.body instanceof FormData) init.body.forEach((value, key) => (body[key] = typeof value === 'string' ? value : `file:${value.name}`));
  return body;
};

/** `/getMenuList` grants `permissions`; unknown paths answer an empty page (option lists an empty list). */
export function fakeServer(permissions: readonly string[], handlers: Handlers = {}): FakeServer {
  const calls: FakeServer['calls'] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const body = formBody(init);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    calls.push({ path, body });
    const handler = handlers[path];
    const fallback = path === '/getOptionsByKey' ? [] : { rows: [], total: 0 };
    const content =
      path === '/getMenuList' ? { data: [], permissions, cancelMessage: '' } : typeof handler === 'function' ? ((handler as Handler)(body) ?? fallback) : (handler ?? fallback);
    const envelope: Envelope<unknown> =
      content && typeof content === 'object' && ENVELOPE in content ? (content as Record<symbol, Envelope<unknown>>)[ENVELOPE] : { code: 200, content, msg: '' };
    return Promise.resolve(new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodiesOf = (path: string): Body[] => calls.filter((call) => call.path === path).map((call) => call.body);
  return { calls, bodyOf: (path) => bodiesOf(path).at(-1), bodiesOf, count: (path) => bodiesOf(path).length };
}

/** The notifier the client's and the pages' toasts go to. */
export const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };

/** Renders a page logged in (English labels), with a fresh query client, a MemoryRouter at `route` and antd App. */
export function renderPage(ui: ReactElement, route = '/'): RenderResult {
  void i18n.changeLanguage('en_US');
  setNotifier(toast);
  sessionStore.set({ token: 't', userId: 1, name: 'Admin', account: 'admin', lang: 'en_US', enterpriseId: 1, enterpriseName: 'Demo', online: true, count: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Providers i18n={i18n} route={route}>
        {ui}
      </Providers>
    </QueryClientProvider>,
  );
}
