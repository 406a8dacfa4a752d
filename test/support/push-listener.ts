import { io, type Socket } from 'socket.io-client';
import type { ClientEventMap } from '@gengyun/contracts';
import type { TestApp } from './test-app';

/** Sockets connected as several users, each keeping the payloads of one pushed event (the app must listen on a port). */
export class PushListeners<K extends keyof ClientEventMap> {
  private readonly sockets: Socket[] = [];
  private readonly heard = new Map<string, Array<ClientEventMap[K]>>();

  constructor(
    private readonly t: TestApp,
    private readonly event: K,
  ) {}

  /** Connects `token`'s session under `name`. */
  async listen(name: string, token: string): Promise<void> {
    const { port } = this.t.app.getHttpServer().address() as { port: number };
    const socket = io(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    this.sockets.push(socket);
    this.heard.set(name, []);
    socket.on(this.event as string, (payload: ClientEventMap[K]) => this.heard.get(name)?.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  }

  /** What `name` received so far, oldest first. */
  of(name: string): Array<ClientEventMap[K]> {
    return this.heard.get(name) ?? [];
  }

  /** Polls (100 ms, at most 5 s) until `done` holds; the caller's expectations then say what arrived. */
  async until(done: () => boolean): Promise<void> {
    for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
  }

  close(): void {
    for (const s of this.sockets) s.disconnect();
  }
}
