import type { Socket } from 'socket.io';

type EngineSocket = Socket['conn'];

/** How one event is coalesced: the key its pending copies share (within `group`, default the event) and how two merge. */
export interface CoalesceRule {
  group?: string;
  key(payload: never): string | number;
  /** Default: the newer payload replaces the older. */
  merge?(older: never, newer: never): unknown;
}
export type CoalesceRules = Readonly<Record<string, CoalesceRule>>;

/**
 * Packets waiting in a connection's engine buffer (the transport is busy) from which it counts as backed up. Flushes
 * are at least `FLUSH_GAP_MS` apart, so at thousands of pushes a second a healthy connection gathers tens of packets
 * between two of them: the limit sits well above that.
 */
export const BACKLOG_LIMIT = 256;

type WriteOptions = Parameters<EngineSocket['write']>[1];

interface Pending {
  event: string;
  payload: unknown;
  /** The packet as encoded by Socket.IO; dropped once merged (it is encoded again then). */
  data?: string;
  options: WriteOptions;
}

const coalescers = new WeakMap<EngineSocket, SocketWriteCoalescer>();

/**
 * Per-connection coalescing for a socket that cannot keep up. While the engine holds `limit` or more packets
 * waiting for the transport (the client is not reading), events named in the rules are held here instead, one per
 * key, the later merged over the earlier; they are written when the engine next hands its buffer to the transport.
 * So a stalled socket costs at most `limit` engine packets plus one held packet per key, never an error; other
 * packets (acks, disconnects, events without a rule) are written as usual and may overtake held ones.
 */
export class SocketWriteCoalescer {
  private readonly pending = new Map<string, Pending>();
  private readonly write: EngineSocket['write'];
  /** Packets in the engine's buffer: created since it last handed the buffer to the transport. */
  private waiting = 0;

  constructor(conn: EngineSocket, rules: CoalesceRules, limit = BACKLOG_LIMIT) {
    this.write = conn.write.bind(conn);
    conn.write = (data, options, callback) => {
      const event = typeof data === 'string' && !callback ? eventOf(data) : undefined;
      const rule = event === undefined ? undefined : rules[event];
      if (!rule || (this.pending.size === 0 && this.waiting < limit)) return this.write(data, options, callback);
      this.hold(event!, rule, data as string, options);
      return conn;
    };
    // The engine emits "drain" when it has just handed its buffer to the transport: ours goes next.
    conn.on('packetCreate', () => void this.waiting++);
    conn.on('drain', () => {
      this.waiting = 0;
      this.release();
    });
    conn.once('close', () => this.pending.clear());
    coalescers.set(conn, this);
  }

  /** Packets held for this connection right now. */
  get held(): number {
    return this.pending.size;
  }

  private hold(event: string, rule: CoalesceRule, data: string, options: WriteOptions): void {
    const [, payload] = JSON.parse(data.slice(1)) as [string, unknown];
    const key = `${rule.group ?? event}\u0000${String(rule.key(payload as never))}`;
    const older = this.pending.get(key);
    this.pending.delete(key); // re-inserted last: the held packets keep the order of their latest change
    if (!older) {
      this.pending.set(key, { event, payload, data, options });
      return;
    }
    const merged = rule.merge && older.event === event ? rule.merge(older.payload as never, payload as never) : payload;
    const { wsPreEncodedFrame: _frame, ...plain } = (options ?? {}) as WriteOptions & { wsPreEncodedFrame?: unknown };
    this.pending.set(key, merged === payload ? { event, payload, data, options } : { event, payload: merged, options: plain });
  }

  private release(): void {
    if (!this.pending.size) return;
    const held = [...this.pending.values()];
    this.pending.clear();
    for (const p of held) this.write(p.data ?? `2${JSON.stringify([p.event, p.payload])}`, p.options);
  }
}

/** The coalescer of a connection, if any (for tests and diagnostics). */
export const coalescerOf = (conn: EngineSocket): SocketWriteCoalescer | undefined => coalescers.get(conn);

/** The event name of a Socket.IO EVENT packet of the main namespace without an ack id (`2["name",…]`). */
function eventOf(data: string): string | undefined {
  if (!data.startsWith('2["')) return undefined;
  const end = data.indexOf('"', 3);
  return end > 3 ? data.slice(3, end) : undefined;
}
