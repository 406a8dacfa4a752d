import { Inject, Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { HttpLogger } from 'pino-http';
import { AppConfig, AuthGuard, CoreModule } from '@gengyun/core';
import { AREA_MODULES } from './areas';
import { HealthController } from './health/health.controller';
import { createRequestLog } from './request-log';

const REQUEST_LOG = Symbol('REQUEST_LOG');

@Module({})
export class AppModule implements NestModule {
  constructor(@Inject(REQUEST_LOG) private readonly requestLog: HttpLogger) {}

  /** `extra` lets tests mount probe modules beside the real ones. */
  static forRoot(config: AppConfig, extra: Type[] = []): DynamicModule {
    const requestLog = createRequestLog(config);
    return {
      module: AppModule,
      imports: [
        // Service logs go to the request log's pino; nestjs-pino binds no middleware (`forRoutes: []`), see configure.
        LoggerModule.forRoot({ pinoHttp: { logger: requestLog.logger }, forRoutes: [] }),
        CoreModule.forRoot(config),
        ...AREA_MODULES,
        ...extra,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: AuthGuard }, { provide: REQUEST_LOG, useValue: requestLog }],
    };
  }

  /**
   * Each request logged by pino-http itself, not through nestjs-pino's middleware: that one runs every request inside
   * an AsyncLocalStorage, and on Node 20 one such run turns on a promise hook for the whole process for good — every
   * promise after it, ingest's included, costs about 2.4 times as much (docs/performance.md). Service log lines
   * therefore carry no request binding; the request's own line and the error filter's carry its id.
   */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.requestLog).forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
