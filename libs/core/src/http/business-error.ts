import type { ErrorContent, MessageKey } from '@gengyun/contracts';
import { ErrorType } from '@gengyun/contracts';

/**
 * The one error type services throw. `key` is translated to the caller's language by the global filter;
 * `status` is the HTTP status that proxies and monitoring see.
 */
export class BusinessError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status = 422,
    readonly params: readonly unknown[] = [],
    readonly content: ErrorContent = {},
  ) {
    super(key);
  }

  static notFound(): BusinessError {
    return new BusinessError('common.errors.notFound', 404);
  }
  static forbidden(): BusinessError {
    return new BusinessError('common.errors.noPermission', 403);
  }
  static conflict(key: MessageKey = 'common.errors.alreadyExists', params: readonly unknown[] = []): BusinessError {
    return new BusinessError(key, 409, params);
  }
  static sessionInvalid(): BusinessError {
    return new BusinessError('common.errors.sessionInvalid', 401, [], { type: ErrorType.sessionInvalid });
  }
  static badRequest(key: MessageKey = 'common.errors.badRequest', params: readonly unknown[] = []): BusinessError {
    return new BusinessError(key, 400, params);
  }
}
