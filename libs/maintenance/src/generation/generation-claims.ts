import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, type Repository } from 'typeorm';
import { isUniqueViolation } from '@gengyun/core';
import { GenerationClaim } from './plan-occurrence.entity';

/** A run holds its claim at most this long; a crashed run's claim lapses after it. */
export const GENERATION_CLAIM_MS = 10 * 60_000;

/**
 * Who is generating an enterprise's plan orders (`plans`) or patrol tasks (`patrol`) right now, across every process: one row per enterprise, taken by an
 * insert or by a conditional update of a lapsed claim, so two takers can never both hold it.
 */
@Injectable()
export class GenerationClaims {
  constructor(@InjectRepository(GenerationClaim) private readonly repo: Repository<GenerationClaim>) {}

  /** A holder id while the claim is ours, or null when another run holds it (always on the real clock). */
  async take(enterpriseId: number, work: 'plans' | 'patrol' = 'plans'): Promise<string | null> {
    const now = new Date();
    const holder = randomUUID();
    const until = new Date(now.getTime() + GENERATION_CLAIM_MS);
    try {
      await this.repo.insert(this.repo.create({ enterprise_id: enterpriseId, work, holder, until, create_time: now, update_time: now, create_user_id: null }));
      return holder;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const taken = await this.repo.update({ enterprise_id: enterpriseId, work, until: LessThan(now) }, { holder, until, update_time: now });
    return taken.affected ? holder : null;
  }

  async release(enterpriseId: number, holder: string, work: 'plans' | 'patrol' = 'plans'): Promise<void> {
    await this.repo.update({ enterprise_id: enterpriseId, work, holder }, { until: new Date(0) });
  }
}
