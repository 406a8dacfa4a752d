import { Injectable, Logger } from '@nestjs/common';
import type { MessageKey } from '@gengyun/contracts';

/** The channels a person is reached on outside the app. */
export const MESSAGE_CHANNELS = ['mail', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A text by message key, written in each recipient's language when it is sent. */
export interface ChannelText {
  key: MessageKey;
  params?: readonly unknown[];
}

/** "Send these users of this enterprise this subject and text by mail (or SMS)." */
export interface ChannelMessage {
  enterpriseId: number;
  channel: MessageChannel;
  userIds: readonly number[];
  subject: ChannelText;
  text: ChannelText;
  /** What it is about, kept with each delivery (`workOrder:12:assigned`); at most 100 characters. */
  topic: string;
}

/**
 * Why a recipient gets nothing: the user has no address on the channel (or is not an active user of the
 * enterprise), the enterprise has no provider configured for it (or turned it off), or no area provides channels.
 */
export type ChannelSkip = 'noAddress' | 'notConfigured' | 'noProvider';

/** What became of a message: deliveries accepted (recorded, then sent in the background) and recipients skipped. */
export interface ChannelOutcome {
  queued: number[];
  skipped: Array<{ userId: number; reason: ChannelSkip }>;
}

/** What the area owning the enterprise's message channels implements (its channel configuration and senders). */
export interface ChannelProvider {
  send(message: ChannelMessage): Promise<ChannelOutcome>;
}

/**
 * The one way any area sends a person a message by mail or SMS (docs/decisions/notifications.md). The area owning
 * the message channels provides the implementation when its module starts (`provide`); callers name users and
 * message keys, never addresses or providers. Call it after the caller's transaction committed: every accepted
 * delivery is recorded before this resolves and sent by a background job, which records a failure with its reason.
 */
@Injectable()
export class ChannelMessages {
  private readonly logger = new Logger('ChannelMessages');
  private provider: ChannelProvider | null = null;

  provide(provider: ChannelProvider): void {
    this.provider = provider;
  }

  async send(message: ChannelMessage): Promise<ChannelOutcome> {
    const userIds = [...new Set(message.userIds)];
    if (!userIds.length) return { queued: [], skipped: [] };
    if (!this.provider) {
      this.logger.warn(`${message.channel} "${message.topic}" not sent: no message channels are provided`);
      return { queued: [], skipped: userIds.map((userId) => ({ userId, reason: 'noProvider' })) };
    }
    return this.provider.send({ ...message, userIds });
  }
}
