import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint, whenIdle } from './after-first-paint';

describe('after the first paint', () => {
  it('is false on the first render and true once the browser was idle', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(result.current).toBe(true);
  });

  it('uses requestIdleCallback when there is one, with a deadline, and can be cancelled', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work);
    expect(request).toHaveBeenCalledWith(work, { timeout: 1000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    vi.unstubAllGlobals();
  });
});
