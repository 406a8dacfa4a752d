import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { occurrences, type Occurrence } from '../cycle/cycle';
import { addDays, type LocalDate } from '../cycle/local-date';
import { HolidayService } from '../holiday/holiday.service';
import { planTriggers } from '../plan/plan-view';
import type { MaintenancePlan } from '../plan/plan.entity';
import { PlanMove } from '../plan/plan-move.entity';
import { withMoves } from './moved';

/** Holidays before a window that a shift may carry into it (see the cycle's reach). */
const HOLIDAY_REACH_DAYS = 31;

/** A plan's due days in a window, with the enterprise's holidays: what the preview shows and what generation makes. */
@Injectable()
export class PlanCalendar {
  constructor(
    private readonly holidays: HolidayService,
    @InjectRepository(PlanMove) private readonly moves: Repository<PlanMove>,
  ) {}

  /** A plan's due days in [from, to]: its cycles, the holiday rule, then the days dragged elsewhere on the calendar. */
  async dueDays(plan: Pick<MaintenancePlan, 'id' | 'enterprise_id' | 'triggers' | 'trigger_mode' | 'start_date' | 'end_date' | 'last_completed' | 'holiday_rule'>, from: LocalDate, to: LocalDate): Promise<Occurrence[]> {
    const found = await this.cycleDays(plan, from, to);
    const moves = plan.id ? await this.moves.find({ select: { from_date: true, to_date: true }, where: { enterprise_id: plan.enterprise_id, plan_id: plan.id } }) : [];
    return moves.length ? withMoves(found, moves, from, to) : found;
  }

  /** The days the plan's cycles and holiday rule give, before any move. */
  async cycleDays(plan: Pick<MaintenancePlan, 'enterprise_id' | 'triggers' | 'trigger_mode' | 'start_date' | 'end_date' | 'last_completed' | 'holiday_rule'>, from: LocalDate, to: LocalDate): Promise<Occurrence[]> {
    const holidays = plan.holiday_rule === 'none' ? new Set<LocalDate>() : await this.holidays.between(plan.enterprise_id, addDays(from, -HOLIDAY_REACH_DAYS), to);
    const span = { start: plan.start_date, end: plan.end_date, lastCompleted: plan.last_completed };
    return occurrences(planTriggers(plan), plan.trigger_mode, span, { holidays, rule: plan.holiday_rule }, from, to);
  }
}
