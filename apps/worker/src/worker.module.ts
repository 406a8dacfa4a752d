import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CoreModule, type AppConfig } from '@gengyun/core';
import { AREA_MODULES } from '../../api/src/areas';

/**
 * The scaled-out worker: the same areas as the api (their job handlers and MQTT ingest run here), with no HTTP
 * server and no Socket.IO gateway; browser pushes go through the Redis-stream emitter.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { level: config.logLevel } }), CoreModule.forRoot(config, 'worker'), ...AREA_MODULES],
    };
  }
}
