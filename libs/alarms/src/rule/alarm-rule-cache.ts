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

  /** The enterprises whose rules are loaded (the no-data sweep looks at these). */
  loadedEnterprises(): number[] {
    return [...this.entries.keys()];
  }

  /** After an edit: drop here, tell the other processes. */
  async invalidate(enterpriseId: number): Promise<void> {
    this.drop(enterpriseId);
    if (this.pub?.status === 'ready') await this.pub.publish(RULES_CHANNEL, String(enterpriseId)).catch(() => 0);
  }

  private drop(enterpriseId: number): void {
    if (Number.isInteger(enterpriseId)) this.entries.delete(enterpriseId);
  }
}
