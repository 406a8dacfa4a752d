import { FrameCoalescer } from './frame-coalescer';
import { mergeUpdates, readingUpdate, type LiveUpdate } from './live-merge';

/** A scheduler the test runs by hand: one pending frame at most. */
function manualFrames() {
  const queue: Array<() => void> = [];
  return {
    schedule: (callback: () => void) => {
      queue.push(callback);
      return () => queue.splice(queue.indexOf(callback), 1);
    },
    frame: () => queue.splice(0).forEach((callback) => callback()),
    get pending() {
      return queue.length;
    },
  };
}

describe('FrameCoalescer', () => {
  it('hands a burst over once per frame, last value winning per key', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const coalescer = new FrameCoalescer<number, number>(flush, undefined, frames.schedule);
    for (let i = 0; i < 500; i++) coalescer.push(i % 3, i);
    expect(flush).not.toHaveBeenCalled();
    expect(frames.pending).toBe(1);
    frames.frame();
    expect(flush).toHaveBeenCalledTimes(1);
    expect([...flush.mock.calls[0][0].entries()]).toEqual([
      [0, 498],
      [1, 499],
      [2, 497],
    ]);
    frames.frame();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('merges the readings of one meter within a frame per quantity', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const coalescer = new FrameCoalescer<number, LiveUpdate>(flush, mergeUpdates, frames.schedule);
    const event = (ts: number, values: Record<string, number>) => readingUpdate({ meterId: 7, meterCode: 'FM-1', meterType: 'flowmeter', ts, values });
    coalescer.push(7, event(1000, { instant_flow: 1, pressure: 0.3 }));
    coalescer.push(7, event(2000, { instant_flow: 2 }));
    coalescer.push(7, event(1500, { instant_flow: 1.5, cumulative: 10 }));
    frames.frame();
    const update = flush.mock.calls[0][0].get(7) as LiveUpdate;
    expect(update.values).toEqual({ instant_flow: { value: 2, ts: 2000 }, pressure: { value: 0.3, ts: 1000 }, cumulative: { value: 10, ts: 1500 } });
  });

  it('starts a new frame after a flush and drops everything once disposed', () => {
    const frames = manualFrames();
    const flush = vi.fn();
    const coalescer = new FrameCoalescer<string, number>(flush, undefined, frames.schedule);
    coalescer.push('a', 1);
    frames.frame();
    coalescer.push('a', 2);
    expect(frames.pending).toBe(1);
    coalescer.dispose();
    expect(frames.pending).toBe(0);
    coalescer.push('a', 3);
    frames.frame();
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('uses requestAnimationFrame by default', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const coalescer = new FrameCoalescer<number, number>(() => undefined);
    coalescer.push(1, 1);
    coalescer.push(1, 2);
    expect(raf).toHaveBeenCalledTimes(1);
    coalescer.dispose();
    raf.mockRestore();
  });
});
