import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { occurrences, type Occurrence } from '../cycle/cycle';
import { addDays, type LocalDate } from '../cycle/local-date';
import { HolidayService } from '../holiday/holiday.service';
import { planTriggers } from '../plan/plan-view';
import type { MaintenancePlan } from '../plan/plan.entity';
import { PlanMove } from '../plan/plan-move.entity';
import { withMoves, type Move } from './moved';

/** Holidays before a window that a shift may carry into it (see the cycle's reach). */
const HOLIDAY_REACH_DAYS = 31;
/** Plans whose moves one query reads. */
const MOVE_READ_PLANS = 1000;

type CalendarPlan = Pick<MaintenancePlan, 'enterprise_id' | 'triggers' | 'trigger_mode' | 'start_date' | 'end_date' | 'last_completed' | 'holiday_rule'>;

/**
 * What `dueDays` reads, read once for many plans (the calendar's plans, a generation run's): each enterprise's
 * holidays over a span and every plan's moves. A window outside the span is read on its own.
 */
export interface DayReads {
  holidays(enterpriseId: number, from: LocalDate, to: LocalDate): Promise<Set<LocalDate>>;
  moves(plan: Pick<MaintenancePlan, 'id' | 'enterprise_id'>): Promise<Move[]>;
}

/** A plan's due days in a window, with the enterprise's holidays: what the preview shows and what generation makes. */
@Injectable()
export class PlanCalendar {
  constructor(
    private readonly holidays: HolidayService,
    @InjectRepository(PlanMove) private readonly moves: Repository<PlanMove>,
  ) {}

  /** One plan's reads, each asked on its own. */
  private readonly direct: DayReads = {
    holidays: (enterpriseId, from, to) => this.holidays.between(enterpriseId, from, to),
    moves: (plan) => this.moves.find({ select: { from_date: true, to_date: true }, where: { enterprise_id: plan.enterprise_id, plan_id: plan.id } }),
  };

  /** A plan's due days in [from, to]: its cycles, the holiday rule, then the days dragged elsewhere on the calendar. */
  async dueDays(plan: CalendarPlan & Pick<MaintenancePlan, 'id'>, from: LocalDate, to: LocalDate, reads: DayReads = this.direct): Promise<Occurrence[]> {
    const found = await this.cycleDays(plan, from, to, reads);
    const moves = plan.id ? await reads.moves(plan) : [];
    return moves.length ? withMoves(found, moves, from, to) : found;
  }

  /** The days the plan's cycles and holiday rule give, before any move. */
  async cycleDays(plan: CalendarPlan, from: LocalDate, to: LocalDate, reads: Pick<DayReads, 'holidays'> = this.direct): Promise<Occurrence[]> {
    const holidays = plan.holiday_rule === 'none' ? new Set<LocalDate>() : await reads.holidays(plan.enterprise_id, addDays(from, -HOLIDAY_REACH_DAYS), to);
    const span = { start: plan.start_date, end: plan.end_date, lastCompleted: plan.last_completed };
    return occurrences(planTriggers(plan), plan.trigger_mode, span, { holidays, rule: plan.holiday_rule }, from, to);
  }

  /**
   * The reads of `dueDays` for these plans' windows within [from, to]: an enterprise's holidays with one query when
   * the first of its plans asks, every plan's moves with one query per thousand plans. More holidays than a window
   * asks for give the same days (a shift walks on from the window's days only, and what lands past it is dropped).
   */
  readsFor(plans: ReadonlyArray<Pick<MaintenancePlan, 'id'>>, from: LocalDate, to: LocalDate): DayReads {
    const span = { from: addDays(from, -HOLIDAY_REACH_DAYS), to };
    const holidays = new Map<number, Promise<Set<LocalDate>>>();
    const ids = new Set(plans.map((p) => p.id).filter(Boolean));
    let moves: Promise<Map<number, Array<Move & { enterprise_id: number }>>> | null = null;
    return {
      holidays: (enterpriseId, start, end) => {
        if (start < span.from || end > span.to) return this.holidays.between(enterpriseId, start, end);
        let days = holidays.get(enterpriseId);
        if (!days) {
          days = this.holidays.between(enterpriseId, span.from, span.to);
          holidays.set(enterpriseId, days);
        }
        return days;
      },
      moves: async (plan) => {
        if (!ids.has(plan.id)) return this.direct.moves(plan);
        moves ??= this.movesOf([...ids]);
        return ((await moves).get(plan.id) ?? []).filter((m) => m.enterprise_id === plan.enterprise_id);
      },
    };
  }

  /** Every move of these plans, by plan. */
  private async movesOf(planIds: readonly number[]): Promise<Map<number, Array<Move & { enterprise_id: number }>>> {
    const out = new Map<number, Array<Move & { enterprise_id: number }>>();
    for (let i = 0; i < planIds.length; i += MOVE_READ_PLANS) {
      const rows = await this.moves.find({ select: { plan_id: true, enterprise_id: true, from_date: true, to_date: true }, where: { plan_id: In(planIds.slice(i, i + MOVE_READ_PLANS)) } });
      for (const r of rows) out.set(r.plan_id, [...(out.get(r.plan_id) ?? []), { from_date: r.from_date, to_date: r.to_date, enterprise_id: r.enterprise_id }]);
    }
    return out;
  }
}
