import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, DataSource, type Repository } from 'typeorm';
import type { HolidayYear } from '@gengyun/contracts';
import { AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { Holiday } from './holiday.entity';
import { isLocalDate, type LocalDate } from '../cycle/local-date';
import type { HolidaySaveDto } from './holiday.dto';

export const HOLIDAY_BUSINESS_NO = 'maintenanceHoliday';

/** The enterprise's days off, edited a year at a time. */
@Injectable()
export class HolidayService {
  constructor(
    @InjectRepository(Holiday) private readonly repo: Repository<Holiday>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async year(ctx: Pick<AuthContext, 'enterpriseId'>, year: number): Promise<HolidayYear> {
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, date: Between(`${year}-01-01`, `${year}-12-31`) }, order: { date: 'ASC' } });
    return { year, days: rows.map((r) => ({ date: r.date, name: r.name })) };
  }

  /** Replaces the year's list; every day must be a real day of that year. */
  async save(ctx: AuthContext, dto: HolidaySaveDto): Promise<HolidayYear> {
    const days = new Map<string, string | null>();
    for (const d of dto.days) {
      if (!isLocalDate(d.date) || !d.date.startsWith(`${dto.year}-`)) throw new BusinessError('maintenance.errors.holidayYear', 422, [], { fields: { days: 'holidayYear' } });
      days.set(d.date, d.name || null);
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(Holiday, { enterprise_id: ctx.enterpriseId, date: Between(`${dto.year}-01-01`, `${dto.year}-12-31`) });
      const rows = [...days].map(([date, name]) => m.create(Holiday, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, date, name }));
      if (rows.length) await m.save(rows, { chunk: 100 });
      await this.audit.record(ctx, HOLIDAY_BUSINESS_NO, dto.year, [{ key: 'common.audit.updated', params: [String(dto.year)] }], m);
    });
    return this.year(ctx, dto.year);
  }

  /** The enterprise's days off within [from, to], for the cycle arithmetic. */
  async between(enterpriseId: number, from: LocalDate, to: LocalDate): Promise<Set<LocalDate>> {
    const rows = await this.repo.find({ select: { date: true }, where: { enterprise_id: enterpriseId, date: Between(from, to) } });
    return new Set(rows.map((r) => r.date));
  }
}
