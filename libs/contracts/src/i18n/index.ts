import type { Catalog } from './catalog';
import { commonMessages } from './common.messages';
import { identityMessages } from './identity.messages';

export * from './catalog';

/** Every message and label key the product ships, with zh_CN and en_US text. Areas add theirs here. */
export const messages = {
  ...commonMessages,
  ...identityMessages,
} satisfies Catalog;

export type MessageKey = keyof typeof messages;
export const isMessageKey = (key: string): key is MessageKey => key in messages;
