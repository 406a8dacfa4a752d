import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { ResultCode, type Envelope } from '@gengyun/contracts';
import { AppConfig } from '../config/app.config';
import { Translator } from '../i18n/translator';
import { BusinessError } from './business-error';
import { answerOf } from './openapi/answer.decorator';
import { Reply } from './reply';
import type { AppRequest } from './request';

/** Wraps what a handler returns in `{code: 200, content, msg}`; files and raw replies pass through. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  /** Tests hold every answer to its route's contract shape, so a shape that drifts from the code fails a suite. */
  private readonly checkAnswers: boolean;

  constructor(
    private readonly translator: Translator,
    config: AppConfig,
  ) {
    this.checkAnswers = config.env === 'test';
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AppRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    // Nest answers POST with 201; in this API 201 is an envelope code (file), so HTTP success is always 200.
    if (res.statusCode === 201) void res.status(200);
    const handler = context.getHandler();
    return next.handle().pipe(mergeMap((result: unknown) => from(this.wrap(result, req, handler))));
  }

  private async wrap(result: unknown, req: AppRequest, handler: object): Promise<unknown> {
    if (result instanceof StreamableFile || Buffer.isBuffer(result)) return result;
    const envelope = result instanceof Reply
      ? { code: ResultCode.ok, content: result.content ?? null, msg: await this.translator.t(result.msgKey, req.lang, result.params, req.auth?.enterpriseId) }
      : { code: ResultCode.ok, content: result ?? null, msg: '' };
    if (this.checkAnswers) check(handler, envelope.content);
    return envelope satisfies Envelope;
  }
}

/** The content as JSON text would carry it, parsed by the route's shape; a mismatch is a 500 naming the fields. */
function check(handler: object, content: unknown): void {
  const answer = answerOf(handler);
  if (answer?.kind !== 'json') return;
  const parsed = answer.schema.safeParse(JSON.parse(JSON.stringify(content)));
  if (parsed.success) return;
  const fields = Object.fromEntries(parsed.error.issues.slice(0, 20).map((i) => [i.path.join('.') || '(content)', i.message]));
  throw new BusinessError('common.errors.unknown', 500, [], { fields });
}
