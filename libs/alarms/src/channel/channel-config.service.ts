import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { MessageConfig } from '@gengyun/contracts';
import { AuditService, Settings, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { SystemConfigService } from '@gengyun/system';
import { ChannelConfig } from './channel-config.entity';
import { ChannelSenders } from './channel-senders';
import { joinList, splitIds, splitList } from '../lists';
import { DEFAULT_INTERVALS, parseIntervals } from '../escalation/escalation-policy';
import type { ChannelConfigUpdateDto } from './channel-config.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;
export const DEFAULT_SMS_TEMPLATE = 'iot.alarm';
/** Changes of the message configuration are logged under the enterprise's id. */
export const MESSAGE_CONFIG_BUSINESS_NO = 'messageConfig';

/** An enterprise's channels with the alarm items of the system configuration; secrets are never returned. */
export type ChannelConfigView = MessageConfig;

/** The settings escalation uses, resolved with defaults. */
export interface ResolvedChannels {
  row: ChannelConfig;
  mailEnabled: boolean;
  intervals: number[];
}

@Injectable()
export class ChannelConfigService {
  constructor(
    @InjectRepository(ChannelConfig) private readonly repo: Repository<ChannelConfig>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly systemConfig: SystemConfigService,
    private readonly settings: Settings,
    private readonly directory: UserDirectory,
    private readonly senders: ChannelSenders,
  ) {}

  /** The stored row, or the defaults (not stored) when the enterprise has none yet. */
  async row(enterpriseId: number): Promise<ChannelConfig> {
    return (await this.repo.findOne({ where: { enterprise_id: enterpriseId } })) ?? defaults(this.repo, enterpriseId);
  }

  async resolved(enterpriseId: number): Promise<ResolvedChannels> {
    const [row, mailEnabled, intervals] = await Promise.all([
      this.row(enterpriseId),
      this.settings.get(enterpriseId, 'alarm.mailEnabled'),
      this.settings.get(enterpriseId, 'alarm.smsIntervals'),
    ]);
    return { row, mailEnabled: mailEnabled === true, intervals: parseIntervals(intervals) ?? [...DEFAULT_INTERVALS] };
  }

  async detail(ctx: Caller): Promise<ChannelConfigView> {
    const { row, mailEnabled, intervals } = await this.resolved(ctx.enterpriseId);
    const configured = this.senders.configured(row);
    return {
      sms_enabled: row.sms_enabled,
      sms_url: row.sms_url,
      has_sms_token: !!row.sms_token,
      sms_template: row.sms_template,
      mail_enabled: mailEnabled,
      smtp_host: smtpHost(row.smtp_url),
      mail_from: row.mail_from,
      sms_intervals: intervals,
      sms_configured: configured.sms,
      mail_configured: configured.mail,
      user_ids: splitIds(row.default_user_ids),
      role_ids: splitIds(row.default_role_ids),
      phones: splitList(row.default_phones),
      mails: splitList(row.default_mails),
    };
  }

  /** The system configuration items go through SystemConfigService (validated and audited there). */
  async update(ctx: Caller, dto: ChannelConfigUpdateDto): Promise<ChannelConfigView> {
    // Default recipients must be users and roles of this enterprise, checked before anything is written.
    await this.directory.checkUsers(ctx, dto.user_ids);
    await this.directory.checkRoles(ctx, dto.role_ids);
    const items: Array<{ key: string; value: unknown }> = [];
    if (dto.mail_enabled !== undefined) items.push({ key: 'alarm.mailEnabled', value: dto.mail_enabled });
    if (dto.sms_intervals !== undefined) items.push({ key: 'alarm.smsIntervals', value: dto.sms_intervals });
    const set = <K extends keyof ChannelConfig>(row: ChannelConfig, key: K, value: ChannelConfig[K] | undefined): void => {
      if (value !== undefined) row[key] = value;
    };
    if (items.length) await this.systemConfig.update(ctx, items);
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(ChannelConfig);
      const row = (await repo.findOne({ where: { enterprise_id: ctx.enterpriseId } })) ?? defaults(repo, ctx.enterpriseId, ctx.userId);
      set(row, 'sms_enabled', dto.sms_enabled);
      set(row, 'sms_url', dto.sms_url);
      set(row, 'sms_token', dto.sms_token);
      set(row, 'sms_template', dto.sms_template);
      set(row, 'smtp_url', dto.smtp_url);
      set(row, 'mail_from', dto.mail_from);
      if (dto.user_ids) row.default_user_ids = joinList(dto.user_ids);
      if (dto.role_ids) row.default_role_ids = joinList(dto.role_ids);
      if (dto.phones) row.default_phones = joinList(dto.phones);
      if (dto.mails) row.default_mails = joinList(dto.mails);
      await repo.save(row);
      await this.audit.record(ctx, MESSAGE_CONFIG_BUSINESS_NO, ctx.enterpriseId, [{ key: 'iot.alarm.audit.messageConfig' }], manager);
    });
    return this.detail(ctx);
  }
}

const defaults = (repo: Repository<ChannelConfig>, enterpriseId: number, userId: number | null = null): ChannelConfig =>
  repo.create({
    enterprise_id: enterpriseId,
    create_user_id: userId,
    sms_enabled: true,
    sms_url: null,
    sms_token: null,
    sms_template: DEFAULT_SMS_TEMPLATE,
    smtp_url: null,
    mail_from: null,
    default_user_ids: null,
    default_role_ids: null,
    default_phones: null,
    default_mails: null,
  });

/** `smtp://user:pass@host:587` → `host:587` (the password is never shown). */
const smtpHost = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};
