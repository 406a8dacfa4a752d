import type { Envelope } from '@gengyun/contracts';

/** Test-only fake server: answers per path (a content, or a full envelope from `fail`), records each form body. */
export type Answer = unknown;
export type Handler = (body: Record<string, string>) => Answer;

const ENVELOPE = Symbol('envelope');
/** A refusal envelope (code -1) with the server's message. */
export const fail = (msg: string, key = 'x'): Answer => ({ [ENVELOPE]: { code: -1, content: { key }, msg } });

export interface FakeServer {
  calls: Array<{ path: string; body: Record<string, string> }>;
  bodiesOf: (path: string) => Array<Record<string, string>>;
}

export function placesServer(permissions: readonly string[], handlers: Record<string, Handler | Answer> = {}): FakeServer {
  const calls: FakeServer['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body: Record<string, string> = {};
      if (init?.body instanceof FormData) init.body.forEach((value, key) => (body[key] = String(value)));
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] as string;
      calls.push({ path, body });
      const handler = handlers[path];
      const content =
        path === '/getMenuList' ? { data: [], permissions, cancelMessage: '' } : typeof handler === 'function' ? (handler as Handler)(body) : (handler ?? { rows: [], total: 0 });
      const envelope: Envelope<unknown> =
        content && typeof content === 'object' && ENVELOPE in content ? (content as Record<symbol, Envelope<unknown>>)[ENVELOPE] : { code: 200, content, msg: '' };
      return Promise.resolve(new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } }));
    }),
  );
  return { calls, bodiesOf: (path) => calls.filter((c) => c.path === path).map((c) => c.body) };
}
