import { decideRoute, normalisePath } from './route-decision';

const permitted = new Set(['/gengyun/home', '/gengyun/user', '/gengyun/eqpt/list/view', '/data/report/ReportDesigner', '/demo']);
const loggedIn = { loggedIn: true };
const anonymous = { loggedIn: false };

describe('decideRoute', () => {
  describe('always-open pages', () => {
    it.each(['/screen', '/screen/one', '/screen/five', '/scn/fcf098589f4b', '/data/report/ReportViewer', '/screen/one/'])(
      '%s is open with or without a session, permitted or not',
      (path) => {
        expect(decideRoute(path, anonymous, new Set())).toEqual({ kind: 'open' });
        expect(decideRoute(path, loggedIn, new Set())).toEqual({ kind: 'open' });
      },
    );
    it('the report designer is not open', () => {
      expect(decideRoute('/data/report/ReportDesigner', anonymous, permitted).kind).toBe('redirect');
    });
  });

  describe('login page', () => {
    it.each(['/', '/login', '/login/'])('%s shows the login form without a session', (path) => {
      expect(decideRoute(path, anonymous, permitted)).toEqual({ kind: 'login' });
    });
    it.each(['/', '/login'])('%s redirects a logged-in user to the shell', (path) => {
      expect(decideRoute(path, loggedIn, permitted)).toEqual({ kind: 'redirect', to: '/gengyun' });
    });
  });

  describe('without a session', () => {
    it.each(['/gengyun', '/gengyun/home', '/gengyun/user?id=3', '/demo', '/nowhere'])('%s goes to login remembering the path', (path) => {
      expect(decideRoute(path, anonymous, permitted)).toEqual({ kind: 'redirect', to: '/login', from: path });
    });
  });

  describe('with a session', () => {
    it('the shell root is allowed (it redirects to home)', () => {
      expect(decideRoute('/gengyun', loggedIn, new Set())).toEqual({ kind: 'allow' });
      expect(decideRoute('/gengyun/', loggedIn, new Set())).toEqual({ kind: 'allow' });
    });
    it.each(['/gengyun/home', '/gengyun/user', '/gengyun/user/', '/gengyun/eqpt/list/view?id=5', '/demo', '/data/report/ReportDesigner'])(
      '%s is allowed when permitted',
      (path) => {
        expect(decideRoute(path, loggedIn, permitted)).toEqual({ kind: 'allow' });
      },
    );
    it.each(['/gengyun/auth', '/gengyun/User', '/gengyun/user/add', '/somewhere', '/gengyunx'])('%s is denied when not permitted', (path) => {
      expect(decideRoute(path, loggedIn, permitted)).toEqual({ kind: 'deny' });
    });
    it('an empty permitted set denies every admin page', () => {
      expect(decideRoute('/gengyun/home', loggedIn, new Set())).toEqual({ kind: 'deny' });
    });
  });
});

describe('normalisePath', () => {
  it('drops query, hash and trailing slashes', () => {
    expect(normalisePath('/gengyun/user/?id=1#x')).toBe('/gengyun/user');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('///')).toBe('/');
  });
});
