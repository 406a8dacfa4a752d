import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { ResultCode, type Envelope } from '@gengyun/contracts';
import { Translator } from '../i18n/translator';
import { Reply } from './reply';
import type { AppRequest } from './request';

/** Wraps what a handler returns in `{code: 200, content, msg}`; files and raw replies pass through. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly translator: Translator) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AppRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    // Nest answers POST with 201; in this API 201 is an envelope code (file), so HTTP success is always 200.
    if (res.statusCode === 201) void res.status(200);
    return next.handle().pipe(mergeMap((result: unknown) => from(this.wrap(result, req))));
  }

  private async wrap(result: unknown, req: AppRequest): Promise<unknown> {
    if (result instanceof StreamableFile || Buffer.isBuffer(result)) return result;
    if (result instanceof Reply) {
      const msg = await this.translator.t(result.msgKey, req.lang, result.params, req.auth?.enterpriseId);
      return { code: ResultCode.ok, content: result.content ?? null, msg } satisfies Envelope;
    }
    return { code: ResultCode.ok, content: result ?? null, msg: '' } satisfies Envelope;
  }
}
