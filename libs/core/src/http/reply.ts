import type { MessageKey } from '@gengyun/contracts';

/** A successful answer that also carries a message for the success toast. */
export class Reply<T> {
  constructor(
    readonly content: T,
    readonly msgKey: MessageKey,
    readonly params: readonly unknown[] = [],
  ) {}
}

export const reply = <T>(content: T, msgKey: MessageKey = 'common.notifications.operationSucceeded'): Reply<T> =>
  new Reply(content, msgKey);
