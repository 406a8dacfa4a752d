import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppConfig } from '@gengyun/core';
import { Enterprise } from './enterprise.entity';

/** How long a failed lookup of the platform enterprise is remembered (it is created at start, so rarely). */
const MISS_TTL_MS = 10_000;

/**
 * Which enterprise is the platform operator's (`PLATFORM_ENTERPRISE_CODE`). Its administrators hold the
 * `platform:*` codes; no other enterprise can. The id is read once and kept (an enterprise's code never changes).
 */
@Injectable()
export class PlatformTenant {
  private known: number | null = null;
  private missedAt = 0;

  constructor(
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    private readonly config: AppConfig,
  ) {}

  get code(): string {
    return this.config.platform.enterpriseCode;
  }

  /** The platform enterprise's id, or null while it does not exist. */
  async id(): Promise<number | null> {
    if (this.known !== null) return this.known;
    if (Date.now() - this.missedAt < MISS_TTL_MS) return null;
    const row = await this.enterprises.findOne({ select: { id: true }, where: { code: this.code } });
    if (row) this.known = row.id;
    else this.missedAt = Date.now();
    return this.known;
  }

  async is(enterpriseId: number): Promise<boolean> {
    return (await this.id()) === enterpriseId;
  }

  /** Forgets a miss (after the platform enterprise was created). */
  reset(): void {
    this.missedAt = 0;
  }
}
