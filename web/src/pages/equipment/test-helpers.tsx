import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setNotifier } from '@/api/notifier';
import { sessionStore } from '@/app/session-store';
import { Providers } from '@/components/test-utils';
import { i18n } from '@/i18n/i18n-instance';

/** Test-only: a fake server behind `fetch` answering envelopes per path and recording each call's form body. */
export type Handler = (body: Record<string, string>) => unknown;

export interface FakeServer {
  calls: Array<{ path: string; body: Record<string, string> }>;
  bodyOf: (path: string) => Record<string, string> | undefined;
  count: (path: string) => number;
}

export function fakeServer(permissions: string[], handlers: Record<string, Handler> = {}): FakeServer {
  const calls: FakeServer['calls'] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const body: Record<string, string> = {};
    if (init?.body instanceof FormData) init.body.forEach((value, key) => (body[key] = typeof value === 'string' ? value : `file:${(value as File).name}`));
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    calls.push({ path, body });
    const fallback = path === '/getOptionsByKey' ? [] : { rows: [], total: 0 };
    const content = path === '/getMenuList' ? { data: [], permissions, cancelMessage: '' } : (handlers[path]?.(body) ?? fallback);
    return Promise.resolve(new Response(JSON.stringify({ code: 200, content, msg: '' }), { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    bodyOf: (path) => [...calls].reverse().find((call) => call.path === path)?.body,
    count: (path) => calls.filter((call) => call.path === path).length,
  };
}

export const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };

/** Renders a page logged in (English labels), with a fresh query client, router and antd App. */
export function renderPage(ui: ReactElement, route = '/'): RenderResult {
  void i18n.changeLanguage('en_US');
  setNotifier(toast);
  sessionStore.set({ token: 't', userId: 1, name: 'Admin', account: 'admin', lang: 'en_US', enterpriseId: 1, enterpriseName: 'Demo', online: true, count: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Providers i18n={i18n} route={route}>
        {ui}
      </Providers>
    </QueryClientProvider>,
  );
}
