import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { LogFn, Logger } from 'pino';
import { AppConfig, AuthGuard, CoreModule, redactQuery, redactUrl } from '@gengyun/core';
import { AREA_MODULES } from './areas';
import { HealthController } from './health/health.controller';

/** Nest's per-route and per-module boot lines (hundreds of them) say nothing an operator needs at info level. */
const BOOT_NOISE = new Set(['RouterExplorer', 'RoutesResolver', 'InstanceLoader']);
function skipBootNoise(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const context = (args[0] as { context?: unknown } | undefined)?.context;
  if (level <= 30 && typeof context === 'string' && BOOT_NOISE.has(context)) return;
  method.apply(this, args);
}

/** The logged request, its credentials replaced (a copy: the std serializer's query and headers are the request's own). */
type LoggedRequest = { url?: string; query?: unknown; headers?: Record<string, unknown> };
function redactRequest(req: LoggedRequest): LoggedRequest {
  const referer = req.headers?.referer;
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactQuery(req.query),
    headers: req.headers && { ...req.headers, ...(typeof referer === 'string' ? { referer: redactUrl(referer) } : {}) },
  };
}

@Module({})
export class AppModule {
  /** `extra` lets tests mount probe modules beside the real ones. */
  static forRoot(config: AppConfig, extra: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req) => String(req.headers['x-request-id'] ?? ''),
            autoLogging: { ignore: (req) => req.url === '/health' },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: redactRequest },
            hooks: { logMethod: skipBootNoise },
          },
        }),
        CoreModule.forRoot(config),
        ...AREA_MODULES,
        ...extra,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: AuthGuard }],
    };
  }
}
