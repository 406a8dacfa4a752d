import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { Page } from '@gengyun/contracts';
import { AppConfig, BusinessError, ErrorFilter, paginate, redactUrl, whereKeyword, type AppRequest, type AuthContext, type ErrorSink } from '@gengyun/core';
import { ErrorLog } from './error-log.entity';
import type { ErrorLogPageDto } from './error-log.dto';

dayjs.extend(utc);
dayjs.extend(timezone);

const MAX_STACK = 4000;

/** Persists uncaught errors (the global filter's sink) and lists them for the error-log screen. */
@Injectable()
export class ErrorLogService implements ErrorSink, OnModuleInit {
  private readonly logger = new Logger('error-log');
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    @InjectRepository(ErrorLog) private readonly repo: Repository<ErrorLog>,
    private readonly filter: ErrorFilter,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.filter.useSink(this);
  }

  record(error: unknown, req: AppRequest): void {
    const err = error instanceof Error ? error : new Error(String(error));
    const write = this.repo
      .insert({
        create_time: new Date(),
        request_id: String(req.id ?? '').slice(0, 64),
        method: String(req.method ?? '').slice(0, 10),
        url: redactUrl(String(req.url ?? '')).slice(0, 500),
        user_id: req.auth?.userId ?? null,
        user_name: req.auth?.name?.slice(0, 100) ?? null,
        enterprise_id: req.auth?.enterpriseId ?? null,
        message: (err.message || err.name).slice(0, 1000),
        stack: err.stack?.slice(0, MAX_STACK) ?? null,
      })
      .catch((failure: unknown) => this.logger.error({ err: failure }, 'could not persist an error'))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Waits for writes in flight (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async page(ctx: Pick<AuthContext, 'enterpriseId'>, dto: ErrorLogPageDto): Promise<Page<ErrorLog>> {
    const qb = this.repo.createQueryBuilder('e').where('e.enterprise_id = :ent', { ent: ctx.enterpriseId });
    if (dto.startTime) qb.andWhere('e.create_time >= :start', { start: this.toUtc(dto.startTime, 'start') });
    if (dto.endTime) qb.andWhere('e.create_time <= :end', { end: this.toUtc(dto.endTime, 'end') });
    whereKeyword(qb, dto.keyword, ['e.message', 'e.url', 'e.user_name', 'e.request_id']);
    qb.select(['e.id', 'e.create_time', 'e.request_id', 'e.method', 'e.url', 'e.user_id', 'e.user_name', 'e.message']);
    return paginate(qb.orderBy('e.create_time', 'DESC').addOrderBy('e.id', 'DESC'), dto);
  }

  async detail(ctx: Pick<AuthContext, 'enterpriseId'>, id: number): Promise<ErrorLog> {
    const row = await this.repo.findOne({ where: { id, enterprise_id: ctx.enterpriseId } });
    if (!row) throw BusinessError.notFound();
    return row;
  }

  /** A date alone means the whole day: 00:00:00 for the start, 23:59:59 for the end (SPEC section 9). */
  private toUtc(text: string, edge: 'start' | 'end'): Date {
    const full = text.length === 10 ? `${text} ${edge === 'start' ? '00:00:00' : '23:59:59'}` : text;
    const parsed = dayjs.tz(full, this.config.timeZone);
    if (!parsed.isValid()) throw new BusinessError('common.validation.invalid', 422, [edge === 'start' ? 'startTime' : 'endTime']);
    return parsed.toDate();
  }
}
