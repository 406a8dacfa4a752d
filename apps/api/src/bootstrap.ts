import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import {
  AppConfig,
  EnvelopeInterceptor,
  ErrorFilter,
  MAX_BODY_BYTES,
  RealtimeIoAdapter,
  buildOpenApiDocument,
  createValidationPipe,
  registerBodyNormaliser,
} from '@gengyun/core';
import { AppModule } from './app.module';
import { serveWeb } from './web-static';

/** Builds the HTTP application (not listening), the same way for `npm start`, scaled-out api and tests. */
export async function createApp(config: AppConfig, extraModules: Type[] = []): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    // X-Forwarded-For is the client's own word unless a proxy we run wrote it: trusted from TRUST_PROXY only, or
    // anyone could pick a fresh address per request and walk past the login and SMS rate limits.
    trustProxy: config.http.trustProxy.length ? config.http.trustProxy : false,
    genReqId: (raw: IncomingMessage) => {
      const incoming = raw.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      raw.headers['x-request-id'] = id;
      return id;
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, extraModules), adapter, {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new RealtimeIoAdapter(app));
  const fastify = app.getHttpAdapter().getInstance();
  const errors = app.get(ErrorFilter);
  await registerSecurity(app, config);
  await registerBodyNormaliser(fastify);
  fastify.addHook('onSend', (req, reply, _payload, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });
  app.useGlobalFilters(errors);
  app.useGlobalInterceptors(app.get(EnvelopeInterceptor));
  app.useGlobalPipes(createValidationPipe());
  registerOpenApi(app);
  await serveWeb(fastify, config.webDist);
  await app.init();
  return app;
}

async function registerSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const helmet = (await import('@fastify/helmet')).default;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const compress = (await import('@fastify/compress')).default;
  // Large answers (10,000 map markers are ~3 MB of JSON) shrink tenfold; brotli's default quality costs too much CPU.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 2048 });
  const rateLimit = (await import('@fastify/rate-limit')).default;
  // Only routes that opt in (login, SMS) are limited; see @RouteConfig({ rateLimit }) on those handlers.
  await app.register(rateLimit, { global: false, max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' });
}

/**
 * The document is built on the first request for it (then kept): walking every route and converting every shape
 * takes a third of a second of CPU, which no boot needs to spend up front.
 */
function registerOpenApi(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
