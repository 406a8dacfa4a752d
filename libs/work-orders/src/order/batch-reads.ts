/**
 * The references one `addMany` call (or one import's rows) reads, each read once for all its orders: a batch of a
 * plan's orders names the same type, person, pool and template a hundred times. The answer is kept as given, a refusal
 * too, so every order that names a reference is checked against it exactly as its own read would check it. One caller
 * and one call only (the answers depend on the caller's scope, and are not fresh past the call); `direct` keeps
 * nothing (one `add`).
 */
export class BatchReads {
  static readonly direct = new BatchReads(false);

  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(private readonly keep = true) {}

  /** `read()`'s answer, asked once per key. */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.keep) return read();
    let answer = this.kept.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      this.kept.set(key, answer);
    }
    return answer;
  }

  /** Answers read ahead for many keys at once (the batch's equipment in one query); a key not given is read by `once`. */
  prime<T>(key: string, value: T): void {
    if (this.keep && !this.kept.has(key)) this.kept.set(key, Promise.resolve(value));
  }
}
