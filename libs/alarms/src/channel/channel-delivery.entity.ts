import { Column, Entity, Index } from 'typeorm';
import { TenantEntity, type MessageChannel } from '@gengyun/core';

/** `skipped`: never sent (no address, or the channel not configured; the reason in `last_error`). */
export const CHANNEL_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type ChannelDeliveryStatus = (typeof CHANNEL_DELIVERY_STATUSES)[number];

/**
 * One mail or SMS another area asked to send one user through the enterprise's channels (ChannelMessages), already
 * in the recipient's language. Recorded before the caller is answered, sent by the `channels/send` job: a row is
 * what makes an accepted message impossible to lose — it ends `sent`, `failed` (with the reason) or `skipped`.
 */
@Entity('channel_delivery')
@Index(['enterprise_id', 'create_time'])
@Index(['status', 'update_time'])
export class ChannelDelivery extends TenantEntity {
  @Column({ type: 'varchar', length: 10 }) channel!: MessageChannel;
  @Column({ type: 'int' }) user_id!: number;
  /** The address or phone it went to (empty when the user had none). */
  @Column({ type: 'varchar', length: 200 }) recipient!: string;
  @Column({ type: 'varchar', length: 100 }) topic!: string;
  /** The SMS template: the text's message key (the gateway holds a template per key). */
  @Column({ type: 'varchar', length: 100 }) template!: string;
  @Column({ type: 'varchar', length: 200 }) subject!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'varchar', length: 10 }) status!: ChannelDeliveryStatus;
  @Column({ type: 'int' }) attempts!: number;
  @Column({ type: 'varchar', length: 500, nullable: true }) last_error!: string | null;
  @Column({ type: 'datetime', nullable: true }) sent_time!: Date | null;
}
