import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder the app's database pool connects through, so a test can take "the database" away from one app
 * without touching the shared server: `cut()` resets every forwarded connection at once (what a database restart
 * or a network failure does to the pool) and refuses new ones until `restore()`.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private down = false;
  /** Connections accepted (forwarded) and refused while cut. */
  readonly counts = { forwarded: 0, refused: 0 };

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const ref: { proxy?: TcpProxy } = {};
    const server = createServer((client) => ref.proxy?.accept(client, targetHost, targetPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ref.proxy = new TcpProxy(server, (server.address() as AddressInfo).port);
    return ref.proxy;
  }

  /** The database is gone: live connections are reset, new ones are reset as soon as they arrive. */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
    this.sockets.clear();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, host: string, port: number): void {
    if (this.down) {
      this.counts.refused++;
      client.resetAndDestroy();
      return;
    }
    this.counts.forwarded++;
    const upstream = connect(port, host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.sockets.delete(a);
        b.destroy();
      });
    }
  }
}
