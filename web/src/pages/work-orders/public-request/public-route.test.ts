import { decideRoute } from '@/app/route-decision';
import { routes } from '../routes';

describe('the public request route', () => {
  it('opens an equipment’s request page without a session, and nothing else under /public', () => {
    const none = new Set<string>();
    expect(decideRoute('/public/request/0123456789abcdef0123456789abcdef', { loggedIn: false }, none)).toEqual({ kind: 'open' });
    expect(decideRoute('/public/request/0123456789abcdef0123456789abcdef', { loggedIn: true }, none)).toEqual({ kind: 'open' });
    expect(decideRoute('/public/request', { loggedIn: false }, none).kind).toBe('redirect');
    expect(decideRoute('/public/request/a/b', { loggedIn: false }, none).kind).toBe('redirect');
  });

  it('is a standalone route (no admin shell) open to anyone', () => {
    expect(routes.find((r) => r.path === '/public/request/:token')).toMatchObject({ permission: 'open' });
  });
});
