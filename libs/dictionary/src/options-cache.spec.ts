import { OptionsCache } from './options-cache';

const deferred = <T>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('OptionsCache', () => {
  it('runs the loader once for 10 concurrent callers of one key, and all get its result', async () => {
    const cache = new OptionsCache<string[]>();
    const gate = deferred<string[]>();
    const loader = jest.fn(() => gate.promise);
    const calls = Array.from({ length: 10 }, () => cache.getOrLoad('1|status|[]', loader));
    gate.resolve(['a', 'b']);
    const results = await Promise.all(calls);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r === results[0])).toBe(true);
    expect(results[0]).toEqual(['a', 'b']);
  });

  it('serves from the cache for 30 s, then loads again', async () => {
    let now = 1_000;
    const cache = new OptionsCache<number>(30_000, () => now);
    let n = 0;
    const loader = jest.fn(() => Promise.resolve(++n));
    expect(await cache.getOrLoad('k', loader)).toBe(1);
    now += 29_999;
    expect(await cache.getOrLoad('k', loader)).toBe(1);
    now += 2;
    expect(await cache.getOrLoad('k', loader)).toBe(2);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart and invalidates by prefix (one enterprise, or one key of it)', async () => {
    const cache = new OptionsCache<string>();
    let n = 0;
    const load = (): Promise<string> => Promise.resolve(`v${++n}`);
    await cache.getOrLoad('1|status|[]', load);
    await cache.getOrLoad('1|level|[]', load);
    await cache.getOrLoad('2|status|[]', load);
    cache.invalidate('1|status|');
    expect(await cache.getOrLoad('1|status|[]', load)).toBe('v4');
    expect(await cache.getOrLoad('1|level|[]', load)).toBe('v2');
    cache.invalidate('1|');
    expect(await cache.getOrLoad('1|level|[]', load)).toBe('v5');
    expect(await cache.getOrLoad('2|status|[]', load)).toBe('v3');
  });

  it('an edit during a load makes later callers load fresh data instead of joining the stale load', async () => {
    const cache = new OptionsCache<string>();
    const stale = deferred<string>();
    const first = cache.getOrLoad('k', () => stale.promise);
    cache.invalidate('k');
    const second = cache.getOrLoad('k', () => Promise.resolve('fresh'));
    stale.resolve('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('fresh');
    expect(await cache.getOrLoad('k', () => Promise.resolve('again'))).toBe('fresh');
  });

  it('does not keep a failed load: every waiting caller sees the error, the next caller retries', async () => {
    const cache = new OptionsCache<string>();
    const failing = jest.fn(() => Promise.reject(new Error('boom')));
    const waits = Array.from({ length: 3 }, () => cache.getOrLoad('k', failing));
    for (const w of waits) await expect(w).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.getOrLoad('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});
