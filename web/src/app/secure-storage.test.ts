import { secureStorage } from './secure-storage';

describe('secureStorage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips values without storing them readable', () => {
    secureStorage.write('session', { token: 'abc-123', name: '张三' });
    const raw = localStorage.getItem('gy.session') ?? '';
    expect(raw).not.toContain('abc-123');
    expect(raw.startsWith('gy1:')).toBe(true);
    expect(secureStorage.read('session')).toEqual({ token: 'abc-123', name: '张三' });
  });

  it('treats tampered or foreign values as absent', () => {
    localStorage.setItem('gy.session', '{"token":"plain"}');
    expect(secureStorage.read('session')).toBeNull();
    localStorage.setItem('gy.session', 'gy1:%%%');
    expect(secureStorage.read('session')).toBeNull();
  });

  it('clearAll removes this app’s values except those kept, and leaves others alone', () => {
    secureStorage.write('session', 1);
    secureStorage.write('tabs', 2);
    secureStorage.write('preferences', 3);
    localStorage.setItem('other-app', 'x');
    secureStorage.clearAll(['preferences']);
    expect(secureStorage.read('session')).toBeNull();
    expect(secureStorage.read('tabs')).toBeNull();
    expect(secureStorage.read('preferences')).toBe(3);
    expect(localStorage.getItem('other-app')).toBe('x');
  });
});
