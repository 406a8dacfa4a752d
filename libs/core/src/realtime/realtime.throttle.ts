interface KeyState<T> {
  /** Sends the key may make now: a bucket refilled at one per interval, holding at most BURST. */
  tokens: number;
  refilledAt: number;
  held?: T;
  timer?: NodeJS.Timeout;
}

/** One send more than a strict one-per-interval gate can save up (see below). */
const BURST = 2;

/**
 * At most one send per key per interval on average (never more than BURST + 4 in one second), the last value
 * winning. Used for `meter.reading` (5 per second per meter).
 *
 * A value that may not go out yet is held; the key's next value takes it along (merged) as soon as the key may send
 * again, and without a newer value it goes out an interval after that. Nothing is sent late merely to keep a pace:
 * a gate that shuts for an interval after each send, and a held value sent as soon as the gate opens, both lock a
 * source reporting once per interval to whatever phase one bunched pair of its readings gave it, and every later
 * reading of it would wait up to an interval for as long as it runs. With a bucket of two and held values merged
 * into the next, such a source goes through as it reports; a merge gives the bucket back its spare send.
 */
export class KeyedThrottle<T> {
  private readonly state = new Map<number, KeyState<T>>();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (value: T) => void,
    private readonly merge: (older: T, newer: T) => T,
  ) {}

  push(key: number, value: T): void {
    const s = this.state.get(key) ?? { tokens: BURST, refilledAt: Date.now() };
    this.state.set(key, s);
    this.refill(s);
    if (s.tokens >= 1) {
      this.sendNow(s, s.held === undefined ? value : this.merge(s.held, value));
      return;
    }
    s.held = s.held === undefined ? value : this.merge(s.held, value);
    if (s.timer) return;
    // Until the key may send again, then one interval more for a newer value to take the held one along.
    const untilAllowed = (1 - s.tokens) * this.intervalMs;
    s.timer = setTimeout(
      () => {
        this.refill(s);
        if (s.held !== undefined) this.sendNow(s, s.held);
      },
      Math.ceil(untilAllowed + this.intervalMs),
    );
    s.timer.unref();
  }

  private sendNow(s: KeyState<T>, value: T): void {
    clearTimeout(s.timer);
    s.timer = undefined;
    s.held = undefined;
    s.tokens -= 1;
    this.send(value);
  }

  private refill(s: KeyState<T>): void {
    const now = Date.now();
    s.tokens = Math.min(BURST, s.tokens + (now - s.refilledAt) / this.intervalMs);
    s.refilledAt = now;
  }
}
