import { Module, type DynamicModule, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { Server } from 'socket.io';
import type { AppConfig } from '../config/app.config';
import type { PlatformRole } from '../jobs/process-role';
import { PushRoutes } from './push-routes';
import { RealtimeBridge } from './realtime.bridge';
import { RoomGuards } from './room-guards';
import { RealtimeEmitter } from './realtime.emitter';
import { RealtimeGateway } from './realtime.gateway';
import { redisStreamsAdapter, type StreamsAdapter } from './redis-streams';
import type { RealtimeServer } from './realtime.types';

/** In the worker: a Socket.IO server with no HTTP, on the api's Redis stream, so emits reach every api. */
class WorkerEmitter extends RealtimeEmitter implements OnModuleDestroy {
  private readonly io: RealtimeServer;

  constructor(private readonly streams: StreamsAdapter) {
    super(true);
    this.io = new Server({ adapter: streams.adapter, serveClient: false });
    this.attach(this.io);
  }

  async onModuleDestroy(): Promise<void> {
    // Server.close() assumes an engine, which a detached server has not; closing the adapter is the part that matters.
    await this.io.of('/').adapter.close();
    await this.streams.close();
  }
}

/** Live push: the gateway in the api; in the worker, an emitter (scaled mode only: the worker needs Redis). Areas declare their pushes and rooms through PushRoutes and RoomGuards. */
@Module({})
export class RealtimeModule {
  static forRoot(config: AppConfig, role: PlatformRole): DynamicModule {
    const emitter: Provider =
      role.role === 'api' || !config.redisUrl
        ? { provide: RealtimeEmitter, useValue: new RealtimeEmitter(Boolean(config.redisUrl)) }
        : { provide: RealtimeEmitter, useFactory: () => new WorkerEmitter(redisStreamsAdapter(config.redisUrl!, config.redisPrefix)) };
    return {
      module: RealtimeModule,
      global: true,
      providers: [emitter, PushRoutes, RoomGuards, RealtimeBridge, ...(role.role === 'api' ? [RealtimeGateway] : [])],
      exports: [RealtimeEmitter, PushRoutes, RoomGuards],
    };
  }
}
