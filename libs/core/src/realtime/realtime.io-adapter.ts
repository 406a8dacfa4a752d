import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../config/app.config';
import { redisStreamsAdapter, type StreamsAdapter } from './redis-streams';

/** Nest's Socket.IO adapter, with the Redis Streams adapter when REDIS_URL is set. `app.useWebSocketAdapter(new RealtimeIoAdapter(app))`. */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly streams: StreamsAdapter[] = [];

  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const { redisUrl, redisPrefix } = this.app.get(AppConfig);
    const server = super.createIOServer(port, { ...options, serveClient: false }) as Server;
    if (redisUrl) {
      const streams = redisStreamsAdapter(redisUrl, redisPrefix);
      this.streams.push(streams);
      server.adapter(streams.adapter);
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.streams.splice(0).map((s) => s.close()));
  }
}
