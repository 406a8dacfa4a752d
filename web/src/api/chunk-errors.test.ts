import { importWithTimeout, isChunkLoadError, notifyChunkLoadError } from './chunk-errors';
import { setNotifier } from './notifier';

const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };

describe('chunk load failures', () => {
  beforeEach(() => setNotifier(toast));

  it('recognises the browsers’ dynamic-import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });

  it('a failed import shows the reload hint and rethrows; the hint is not repeated within 5 s', async () => {
    const failing = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x'));
    await expect(importWithTimeout(failing)).rejects.toThrow('dynamically imported');
    notifyChunkLoadError();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error.mock.calls[0][0]).toMatch(/刷新|reload/i);
  });

  it('an import slower than the limit fails as a chunk error', async () => {
    vi.useFakeTimers();
    const slow = importWithTimeout(() => new Promise(() => undefined), 1000).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(((await slow) as Error).name).toBe('ChunkLoadError');
    vi.useRealTimers();
  });
});
