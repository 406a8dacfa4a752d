import { renderHook } from '@testing-library/react';
import { createClickGate, useClickGate } from './clickGate';

describe('click gate (300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires a click only after 300 ms', () => {
    const onClick = vi.fn();
    const gate = createClickGate(onClick, vi.fn());
    gate.click('a');
    vi.advanceTimersByTime(299);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClick).toHaveBeenCalledWith('a');
  });

  it('drops the pending click when a double-click comes, fires the double-click at once', () => {
    const onClick = vi.fn();
    const onDbl = vi.fn();
    const gate = createClickGate(onClick, onDbl);
    gate.click('a');
    vi.advanceTimersByTime(120);
    gate.click('a');
    gate.dblclick('a');
    expect(onDbl).toHaveBeenCalledWith('a');
    vi.advanceTimersByTime(1000);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks clicks for 300 ms after a double-click, then allows them again', () => {
    const onClick = vi.fn();
    const gate = createClickGate(onClick, vi.fn());
    gate.dblclick('a');
    vi.advanceTimersByTime(200);
    gate.click('a');
    vi.advanceTimersByTime(1000);
    expect(onClick).not.toHaveBeenCalled();
    gate.click('b');
    vi.advanceTimersByTime(300);
    expect(onClick).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('keeps one pending click: a second click restarts the delay', () => {
    const onClick = vi.fn();
    const gate = createClickGate(onClick, vi.fn());
    gate.click('a');
    vi.advanceTimersByTime(200);
    gate.click('b');
    vi.advanceTimersByTime(200);
    expect(onClick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onClick).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('as a hook, uses the latest callbacks and clears its timer on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ cb }) => useClickGate<string>(cb, vi.fn()), { initialProps: { cb: first } });
    const gate = result.current;
    rerender({ cb: second });
    expect(result.current).toBe(gate);
    gate.click('x');
    vi.advanceTimersByTime(300);
    expect(second).toHaveBeenCalledWith('x');
    expect(first).not.toHaveBeenCalled();
    gate.click('y');
    unmount();
    vi.advanceTimersByTime(300);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
