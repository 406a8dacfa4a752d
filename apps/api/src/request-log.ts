import type { DestinationStream, LogFn, Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { AppConfig, redactQuery, redactUrl } from '@gengyun/core';

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

/** The api's log: one line per request (its id, redacted credentials), and the pino every service logs through. */
export function createRequestLog(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): HttpLogger {
  return pinoHttp(
    {
      level: config.logLevel,
      genReqId: (req) => String(req.headers['x-request-id'] ?? ''),
      autoLogging: { ignore: (req) => req.url === '/health' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: redactRequest },
      hooks: { logMethod: skipBootNoise },
    },
    destination,
  );
}
