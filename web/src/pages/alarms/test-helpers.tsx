import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AlarmPush } from '@gengyun/contracts';
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
    if (init?.body instanceof FormData) {
      init.body.forEach((value, key) => (body[key] = typeof value === 'string' ? value : 'file'));
    }
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    calls.push({ path, body });
    const fallback =
      path === '/meter/enabledList' ? [] : path === '/meter/quantities' ? {} : { rows: [], total: 0 };
    const content =
      path === '/getMenuList'
        ? { data: [], permissions, cancelMessage: '' }
        : (handlers[path]?.(body) ?? fallback);
    return Promise.resolve(
      new Response(JSON.stringify({ code: 200, content, msg: '' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    bodyOf: (path) => [...calls].reverse().find((call) => call.path === path)?.body,
    count: (path) => calls.filter((call) => call.path === path).length,
  };
}

export const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };

/** Renders logged in (English labels), with a fresh query client, router and antd App. */
export function renderPage(ui: ReactElement, route = '/'): RenderResult & { client: QueryClient } {
  void i18n.changeLanguage('en_US');
  setNotifier(toast);
  sessionStore.set({
    token: 't',
    userId: 1,
    name: 'Admin',
    account: 'admin',
    lang: 'en_US',
    enterpriseId: 1,
    enterpriseName: 'Demo',
    online: true,
    count: 0,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <Providers i18n={i18n} route={route}>
        {ui}
      </Providers>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** A pushed alarm with defaults. */
export const push = (over: Partial<AlarmPush> = {}): AlarmPush => ({
  id: 1,
  ruleId: 1,
  ruleName: 'COD high',
  meterId: 7,
  meterCode: 'SIM-WA-0002',
  quantity: 'cod',
  condition: 'highHigh',
  severity: 5,
  status: 'raised',
  count: 1,
  value: 612,
  raiseTime: '2026-01-01T10:00:00.000Z',
  lastTime: '2026-01-01T10:00:00.000Z',
  ackUserName: null,
  ...over,
});
