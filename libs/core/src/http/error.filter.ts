import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ResultCode, isKeyParam, type Envelope, type ErrorContent, type MessageKey } from '@gengyun/contracts';
import { parseLang, Translator } from '../i18n/translator';
import { BusinessError } from './business-error';
import type { AppRequest } from './request';

/** Errors that are not the caller's fault are handed to this sink (the system area persists them). */
export interface ErrorSink {
  record(error: unknown, req: AppRequest): void;
}

const statusKeys: Record<number, MessageKey> = {
  400: 'common.errors.badRequest',
  401: 'common.errors.sessionInvalid',
  403: 'common.errors.noPermission',
  404: 'common.errors.notFound',
  413: 'common.errors.uploadTooLarge',
  429: 'common.errors.tooManyRequests',
};

/** The one global filter: every error becomes the envelope with a translated msg and a meaningful status. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');
  private sink?: ErrorSink;

  constructor(private readonly translator: Translator) {}

  useSink(sink: ErrorSink): void {
    this.sink = sink;
  }

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    if (host.getType() !== 'http') return;
    await this.respond(exception, host.switchToHttp().getRequest<AppRequest>(), host.switchToHttp().getResponse<FastifyReply>());
  }

  /** Errors raised by Fastify before a handler runs (body parsing, limits, rate limits) come here too, through Nest. */
  async respond(exception: unknown, req: AppRequest, res: FastifyReply): Promise<void> {
    const error = this.toBusinessError(exception);
    if (error.status >= 500) {
      this.logger.error({ err: exception, reqId: req.id }, 'unhandled error');
      this.sink?.record(exception, req);
    }
    const lang = req.lang ?? req.auth?.lang ?? parseLang(req.headers['accept-language']);
    // `{ key }` params (a field's or a thing's name) are read in the caller's language too.
    const t = (key: string, params: readonly unknown[] = []) => this.translator.t(key, lang, params, req.auth?.enterpriseId);
    const msg = await t(error.key, await Promise.all(error.params.map((p) => (isKeyParam(p) ? t(p.key) : p))));
    const content: ErrorContent = { ...error.content, key: error.key, requestId: String(req.id) };
    const body: Envelope<ErrorContent> = { code: ResultCode.error, content, msg };
    if (!res.sent) await res.status(error.status).header('x-request-id', String(req.id)).send(body);
  }

  private toBusinessError(exception: unknown): BusinessError {
    if (exception instanceof BusinessError) return exception;
    const status = exception instanceof HttpException ? exception.getStatus() : httpStatusOf(exception);
    const key = statusKeys[status];
    if (status < 500 && key) return new BusinessError(key, status);
    return new BusinessError('common.errors.unknown', 500);
  }
}

/** Fastify's own errors (body too large, bad JSON, multipart limits) carry `statusCode`. */
const httpStatusOf = (exception: unknown): number => {
  const code = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
};
