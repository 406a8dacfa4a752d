import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { DeadLetter, type DeadLetterReason } from './dead-letter.entity';
import type { DeadLetterPageDto } from '../meter/meter.dto';

/** Refused uplinks of the caller's enterprise (those naming no known enterprise stay for operators' logs). */
@Injectable()
export class DeadLetterService {
  constructor(@InjectRepository(DeadLetter) private readonly repo: Repository<DeadLetter>) {}

  pageList(ctx: AuthContext, dto: DeadLetterPageDto): Promise<Page<DeadLetter>> {
    const qb = scoped(this.repo.createQueryBuilder('d'), ctx).orderBy('d.id', 'DESC');
    if (dto.reason) qb.andWhere('d.reason = :reason', { reason: dto.reason });
    if (dto.meter_id) qb.andWhere('d.meter_id = :meter', { meter: dto.meter_id });
    return paginate(whereKeyword(qb, dto.keyword, ['d.topic', 'd.detail']), dto);
  }

  /** Dead letters per reason in the last `hours` hours. */
  async countsSince(enterpriseId: number, since: Date): Promise<Partial<Record<DeadLetterReason, number>>> {
    const rows = await this.repo
      .createQueryBuilder('d')
      .select('d.reason', 'reason')
      .addSelect('COUNT(*)', 'n')
      .where({ enterprise_id: enterpriseId, create_time: MoreThan(since) })
      .groupBy('d.reason')
      .getRawMany<{ reason: DeadLetterReason; n: string | number }>();
    return Object.fromEntries(rows.map((r) => [r.reason, Number(r.n)]));
  }
}
