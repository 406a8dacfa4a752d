import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Mock } from 'vitest';
import { sessionStore } from '@/app/session-store';
import { renderWithProviders } from '@/components/test-utils';

/** path → answer (content of a 200) or a function of the body. */
type FakeAnswer = ((body: Record<string, unknown>) => unknown) | object | string | number | boolean | null;
export type FakeRoutes = Record<string, FakeAnswer>;

/**
 * Makes the mocked `call`/`post` of '@/api/client' answer like the server: `/getMenuList` grants `permissions`,
 * other paths answer from `routes` (unknown paths reject). Every call is recorded on `handler`.
 */
export function fakeServer(handler: Mock, routes: FakeRoutes, permissions: readonly string[]): void {
  handler.mockImplementation((path: string, body?: Record<string, unknown>): Promise<unknown> => {
    if (path === '/getMenuList') return Promise.resolve({ data: [], permissions, cancelMessage: '' });
    if (path === '/getDefaultLangInfo') return Promise.resolve({ lang: 'en_US', data: {} });
    if (!(path in routes)) return Promise.reject(new Error(`unexpected call ${path}`));
    const answer = routes[path];
    try {
      return Promise.resolve(typeof answer === 'function' ? answer(body ?? {}) : answer);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Logged-in session (the menu query needs a token), a fresh QueryClient, i18next in English, MemoryRouter, antd App. */
export function renderPage(ui: ReactElement) {
  sessionStore.set({ token: 't', userId: 1, name: 'Admin', account: 'admin', lang: 'en_US', enterpriseId: 1, enterpriseName: 'Demo', online: true, count: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The bodies sent to `path`, in order. */
export const bodiesOf = (handler: Mock, path: string): Array<Record<string, unknown>> =>
  handler.mock.calls.filter(([called]) => called === path).map(([, body]) => (body ?? {}) as Record<string, unknown>);
