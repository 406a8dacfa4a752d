import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import IORedis from 'ioredis';
import type { Repository } from 'typeorm';
import { AppConfig } from '@gengyun/core';
import { AlarmRule } from './alarm-rule.entity';

/** Redis channel on which every process hears "enterprise N's rules changed". */
export const RULES_CHANNEL = 'gy:alarm-rules';

interface Entry {
  rules: Promise<AlarmRule[]>;
  loadedAt: number;
}

/**
 * Enabled alarm rules per enterprise, kept in memory for the evaluator. An edit in this process drops the
 * enterprise's entry at once; other processes hear it on Redis pub/sub (REDIS_URL set) and also reload after
 * `ttlMs` whatever happens, so a lost notice delays an edit by a few seconds at most.
 */
@Injectable()
export class AlarmRuleCache implements OnModuleInit, OnModuleDestroy {
  static ttlMs = 5000;
  private readonly logger = new Logger('AlarmRuleCache');
  private readonly entries = new Map<number, Entry>();
  private noData?: { ids: Promise<number[]>; loadedAt: number };
  private readonly listeners: Array<(enterpriseId: number) => void> = [];
  private pub?: IORedis;
  private sub?: IORedis;

  constructor(
    @InjectRepository(AlarmRule) private readonly repo: Repository<AlarmRule>,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    this.pub = new IORedis(this.config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
    this.sub = new IORedis(this.config.redisUrl, { lazyConnect: true });
    for (const c of [this.pub, this.sub]) c.on('error', (e: Error) => this.logger.warn(`redis: ${e.message}`));
    this.sub.on('message', (_channel: string, message: string) => this.drop(Number(message)));
    try {
      await Promise.all([this.pub.connect(), this.sub.connect()]);
      await this.sub.subscribe(RULES_CHANNEL);
    } catch (error) {
      this.logger.warn(`rule change notices disabled (TTL reload only): ${String(error)}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([this.pub, this.sub].filter((c): c is IORedis => !!c).map((c) => c.quit()));
  }

  rules(enterpriseId: number, now = Date.now()): Promise<AlarmRule[]> {
    const entry = this.entries.get(enterpriseId);
    if (entry && now - entry.loadedAt < AlarmRuleCache.ttlMs) return entry.rules;
    const rules = this.repo.find({ where: { enterprise_id: enterpriseId, enabled: true }, order: { id: 'ASC' } });
    this.entries.set(enterpriseId, { rules, loadedAt: now });
    rules.catch(() => this.entries.delete(enterpriseId));
    return rules;
  }

  /** The enterprises with enabled no-data rules (the no-data sweep looks at these, whether or not their meters report). */
  noDataEnterprises(now = Date.now()): Promise<number[]> {
    if (this.noData && now - this.noData.loadedAt < AlarmRuleCache.ttlMs) return this.noData.ids;
    const ids = this.repo
      .createQueryBuilder('r')
      .select('DISTINCT r.enterprise_id', 'enterprise_id')
      .where('r.enabled = :enabled AND r.condition = :noData', { enabled: true, noData: 'noData' })
      .getRawMany<{ enterprise_id: number | string }>()
      .then((rows) => rows.map((r) => Number(r.enterprise_id)));
    this.noData = { ids, loadedAt: now };
    ids.catch(() => (this.noData = undefined));
    return ids;
  }

  /** Called with the enterprise whenever its rules change (an edit here, or a notice from another process). */
  onChange(listener: (enterpriseId: number) => void): void {
    this.listeners.push(listener);
  }

  /** After an edit: drop here, tell the other processes. */
  async invalidate(enterpriseId: number): Promise<void> {
    this.drop(enterpriseId);
    if (this.pub?.status === 'ready') await this.pub.publish(RULES_CHANNEL, String(enterpriseId)).catch(() => 0);
  }

  private drop(enterpriseId: number): void {
    if (!Number.isInteger(enterpriseId)) return;
    this.entries.delete(enterpriseId);
    this.noData = undefined;
    for (const listener of this.listeners) listener(enterpriseId);
  }
}
