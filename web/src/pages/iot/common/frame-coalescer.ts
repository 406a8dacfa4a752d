/** Schedules one callback before the next paint; returns a cancel function. */
export type FrameScheduler = (callback: () => void) => () => void;

export const animationFrame: FrameScheduler = (callback) => {
  if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function') {
    const handle = window.requestAnimationFrame(() => callback());
    return () => window.cancelAnimationFrame(handle);
  }
  const timer = setTimeout(callback, 16);
  return () => clearTimeout(timer);
};

/**
 * Collects updates by key and hands them over once per animation frame: a burst of socket events for the same meter
 * becomes one merged update (`merge(older, newer)`, the newer winning), and a burst for many meters one batch, so the
 * screen re-renders at most once per frame whatever the event rate.
 */
export class FrameCoalescer<K, V> {
  private pending = new Map<K, V>();
  private cancel: (() => void) | null = null;
  private disposed = false;

  constructor(
    private readonly flush: (batch: ReadonlyMap<K, V>) => void,
    private readonly merge: (older: V, newer: V) => V = (_older, newer) => newer,
    private readonly schedule: FrameScheduler = animationFrame,
  ) {}

  push(key: K, value: V): void {
    if (this.disposed) return;
    const older = this.pending.get(key);
    this.pending.set(key, older === undefined ? value : this.merge(older, value));
    if (!this.cancel) this.cancel = this.schedule(() => this.run());
  }

  /** Hands over what is pending now (tests, or before a snapshot merge). */
  run(): void {
    this.cancel = null;
    if (!this.pending.size || this.disposed) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flush(batch);
  }

  get size(): number {
    return this.pending.size;
  }

  dispose(): void {
    this.disposed = true;
    this.cancel?.();
    this.cancel = null;
    this.pending.clear();
  }
}
