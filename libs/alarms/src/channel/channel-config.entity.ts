import { Column, Entity, Index } from 'typeorm';
import { TenantEntity } from '@gengyun/core';

/**
 * An enterprise's message channels (system management → message config): SMS through an HTTP provider with a
 * template, mail through SMTP, and the default alarm recipients. Empty provider fields use the platform's
 * SmsSender / MailSender (environment configuration). Intervals and the mail switch are the system
 * configuration items `alarm.smsIntervals` and `alarm.mailEnabled`.
 */
@Entity('message_config')
@Index('UQ_message_config_enterprise', ['enterprise_id'], { unique: true })
export class ChannelConfig extends TenantEntity {
  @Column({ type: 'boolean', width: 1, default: true }) sms_enabled!: boolean;
  @Column({ type: 'varchar', length: 500, nullable: true }) sms_url!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) sms_token!: string | null;
  @Column({ type: 'varchar', length: 100 }) sms_template!: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) smtp_url!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) mail_from!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) default_user_ids!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) default_role_ids!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) default_phones!: string | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) default_mails!: string | null;
}
