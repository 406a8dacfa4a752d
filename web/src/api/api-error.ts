import type { ErrorContent } from '@gengyun/contracts';

export type ApiErrorKind = 'business' | 'network' | 'timeout' | 'cancelled' | 'session';

/** Why a call was refused; its message has already been shown unless the call was `silent` or cancelled. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly content?: ErrorContent,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isCancelled = (error: unknown): boolean => error instanceof ApiError && error.kind === 'cancelled';
