interface KeyState<T> {
  last: number;
  pending?: T;
  timer?: NodeJS.Timeout;
}

/**
 * At most one send per key per interval; what arrives in between is merged (the last value wins) and sent when
 * the interval ends. Used for `meter.reading` (5 per second per meter).
 */
export class KeyedThrottle<T> {
  private readonly state = new Map<number, KeyState<T>>();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (value: T) => void,
    private readonly merge: (older: T, newer: T) => T,
  ) {}

  push(key: number, value: T): void {
    const now = Date.now();
    const s = this.state.get(key) ?? { last: 0 };
    this.state.set(key, s);
    if (!s.timer && now - s.last >= this.intervalMs) {
      s.last = now;
      this.send(value);
      return;
    }
    s.pending = s.pending === undefined ? value : this.merge(s.pending, value);
    if (s.timer) return;
    s.timer = setTimeout(() => {
      s.timer = undefined;
      s.last = Date.now();
      const pending = s.pending;
      s.pending = undefined;
      if (pending !== undefined) this.send(pending);
    }, Math.max(0, this.intervalMs - (now - s.last)));
    s.timer.unref();
  }
}
