import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AppConfig, AuditService, BusinessError, type AuthContext } from '@gengyun/core';
import { addDays, isLocalDate, maxDate, type LocalDate } from '../cycle/local-date';
import { dayIn } from '../cycle/zoned';
import { PlanCalendar } from '../generation/plan-calendar';
import { PlanMove } from './plan-move.entity';
import { floats } from './plan-triggers';
import { planTriggers } from './plan-view';
import { PLAN_BUSINESS_NO, PlanService } from './plan.service';
import type { PlanMoveDto } from './plan.dto';

const refuse = (key: 'maintenance.errors.moveFloating' | 'maintenance.errors.moveGenerated' | 'maintenance.errors.moveDay' | 'maintenance.errors.moveTaken'): BusinessError =>
  new BusinessError(key, 422, [], { fields: { to: key.split('.').pop() as string } });

/**
 * Dragging one occurrence of a plan to another day on the calendar (issue 14 item 4): only that day moves, the cycle
 * stays, and the change is in the plan's log. Only days generation has not reached move, and only to such days;
 * generated work is rescheduled on its orders.
 */
@Injectable()
export class PlanMoveService {
  constructor(
    @InjectRepository(PlanMove) private readonly moves: Repository<PlanMove>,
    private readonly dataSource: DataSource,
    private readonly plans: PlanService,
    private readonly calendar: PlanCalendar,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async move(ctx: AuthContext, dto: PlanMoveDto, now = new Date()): Promise<void> {
    const plan = await this.plans.find(ctx, dto.plan_id);
    if (!isLocalDate(dto.from) || !isLocalDate(dto.to)) throw refuse('maintenance.errors.moveDay');
    if (floats(planTriggers(plan))) throw refuse('maintenance.errors.moveFloating');
    const next: LocalDate = maxDate(plan.generated_through ? addDays(plan.generated_through, 1) : plan.start_date, dayIn(now, this.config.timeZone));
    if (dto.from < next) throw refuse('maintenance.errors.moveGenerated');
    if (dto.to < next || (plan.end_date && dto.to > plan.end_date)) throw refuse('maintenance.errors.moveDay');
    if (!(await this.calendar.dueDays(plan, dto.from, dto.from)).some((o) => o.due === dto.from)) throw BusinessError.notFound();
    if (dto.to === dto.from) return;
    if ((await this.calendar.dueDays(plan, dto.to, dto.to)).length) throw refuse('maintenance.errors.moveTaken');
    // A day moved before keeps the cycle's day it came from; a cycle day lying on the target is taken by it.
    const earlier = await this.moves.findOne({ where: { enterprise_id: ctx.enterpriseId, plan_id: plan.id, to_date: dto.from } });
    await this.dataSource.transaction(async (m) => {
      if (earlier) await m.update(PlanMove, { id: earlier.id }, { to_date: dto.to });
      else await m.save(m.create(PlanMove, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, plan_id: plan.id, from_date: dto.from, to_date: dto.to }));
      await this.audit.record(ctx, PLAN_BUSINESS_NO, plan.id, [{ key: 'maintenance.audit.moved', params: [dto.from, dto.to] }], m);
    });
  }
}
