import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BusinessError, SYSTEM_ACTOR_NAME, type AuthContext } from '@gengyun/core';
import { Enterprise, EnterpriseStatus } from './enterprise.entity';

/** A caller acting for the platform inside one enterprise (seeding, builders, approvals by the system). */
export const systemContext = (enterpriseId: number): AuthContext => ({
  sessionId: 0,
  userId: 0,
  enterpriseId,
  account: 'system',
  name: SYSTEM_ACTOR_NAME,
  lang: 'zh_CN',
  isAdmin: true,
  permissions: new Set<string>(),
  scopes: {},
});

/** Tenants. Other areas read the caller's enterprise through this service (e.g. enterprise info). */
@Injectable()
export class EnterpriseService {
  constructor(@InjectRepository(Enterprise) private readonly repo: Repository<Enterprise>) {}

  async create(input: { code: string; name: string; paidUserLimit?: number | null }): Promise<Enterprise> {
    if (await this.repo.exist({ where: { code: input.code } })) throw BusinessError.conflict('identity.errors.companyRegistered');
    return this.repo.save(
      this.repo.create({ code: input.code, name: input.name, status: EnterpriseStatus.normal, paid_user_limit: input.paidUserLimit ?? null }),
    );
  }

  byCode(code: string): Promise<Enterprise | null> {
    return this.repo.findOne({ where: { code } });
  }

  async get(id: number): Promise<Enterprise> {
    const row = await this.repo.findOne({ where: { id } });
    if (!row) throw BusinessError.notFound();
    return row;
  }

  async update(id: number, patch: Partial<Pick<Enterprise, 'name' | 'status' | 'paid_user_limit'>>): Promise<Enterprise> {
    const row = await this.get(id);
    return this.repo.save(Object.assign(row, patch));
  }

  setStatus(id: number, status: EnterpriseStatus): Promise<Enterprise> {
    return this.update(id, { status });
  }

  setPaidUserLimit(id: number, limit: number | null): Promise<Enterprise> {
    return this.update(id, { paid_user_limit: limit });
  }
}
