import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { TriggerMode, UsageForecast, UsageTrigger } from '@gengyun/contracts';
import { BusinessError, isUniqueViolation } from '@gengyun/core';
import { EquipmentReferences } from '@gengyun/equipment';
import type { LocalDate } from '../cycle/local-date';
import { UsageCounters, historyKey } from './usage-counters.service';
import { nextUsageDay, usageRate } from './usage-forecast';
import { UsageMeters } from './usage-meters';
import { UsageBase } from './usage.entity';

/** The plan as usage reads it (a draft in the preview has no id yet). */
export interface UsagePlan {
  id?: number;
  enterprise_id: number;
  trigger_mode: TriggerMode;
}

/** One plan's usage triggers and the pieces they are read on. */
export interface UsageAsk {
  plan: UsagePlan;
  triggers: readonly UsageTrigger[];
  pieceIds: readonly number[];
}

/** One usage trigger for one piece: the counter, the step's base and whether an order made on it is still open. */
interface Standing {
  trigger: UsageTrigger;
  value: number | null;
  base: number | null;
  open: string | null;
}

/** Plans whose bases one query reads (a generation run asks for all of an enterprise's usage plans). */
const BASE_READ_PLANS = 1000;

const crossed = (s: Standing): boolean => s.value !== null && s.base !== null && s.value - s.base >= s.trigger.step;

/**
 * A plan's usage (fixed-workload) triggers per piece of equipment: which pieces are due now, the forecast of their next
 * day from the observed rate, and the step's reset when an order is completed (the counter then is the new base).
 */
@Injectable()
export class UsagePlans {
  constructor(
    @InjectRepository(UsageBase) private readonly bases: Repository<UsageBase>,
    private readonly counters: UsageCounters,
    private readonly meters: UsageMeters,
    private readonly equipment: EquipmentReferences,
  ) {}

  /**
   * For each plan (a generation run's, in their order), the pieces whose usage is due now — one trigger past its step
   * (mode any) or every one (mode all) — leaving those with an order made on their usage still open. The plans' bases
   * and each counter's values are read once for all of them. A piece read for the first time starts its step from now.
   */
  async dueAll(plans: ReadonlyArray<UsageAsk & { plan: UsagePlan & { id: number } }>, now = new Date()): Promise<number[][]> {
    if (!plans.length) return [];
    const standing = await this.standing(plans, now, true);
    return plans.map(({ plan, pieceIds }, i) =>
      pieceIds.filter((id) => {
        const rows = standing[i]?.get(id) ?? [];
        if (!rows.length || rows.some((s) => s.open)) return false;
        return plan.trigger_mode === 'all' ? rows.every(crossed) : rows.some(crossed);
      }),
    );
  }

  /** An order was made (or found) for the piece on its usage: the next waits for its completion. */
  async opened(planId: number, pieceId: number, day: LocalDate): Promise<void> {
    await this.bases.update({ plan_id: planId, equipment_id: pieceId }, { open_due: day, update_time: new Date() });
  }

  /** The open order made for the piece was cancelled or voided: the usage stays due, and the next run makes another. */
  async released(planId: number, pieceId: number, due: LocalDate): Promise<void> {
    await this.bases.update({ plan_id: planId, equipment_id: pieceId, open_due: due }, { open_due: null, update_time: new Date() });
  }

  /** A generated order was completed: each usage step of the plan for that piece starts again from the counter now. */
  async completed(plan: UsagePlan & { id: number }, triggers: readonly UsageTrigger[], pieceId: number, now = new Date()): Promise<void> {
    for (const trigger of triggers) {
      const value = (await this.counters.values(plan.enterprise_id, [pieceId], trigger.counter, trigger.source === 'meter', now)).get(pieceId) ?? null;
      if (value === null) continue;
      const updated = await this.bases.update({ plan_id: plan.id, equipment_id: pieceId, counter: trigger.counter }, { base: value, open_due: null, update_time: now });
      if (!updated.affected) await this.insertBase(plan, pieceId, trigger, value);
    }
  }

  /** Where each trigger stands for each piece, with the forecast of its next day from the rate over the window. */
  async forecast(plan: UsagePlan, triggers: readonly UsageTrigger[], pieceIds: readonly number[], today: LocalDate, now = new Date()): Promise<UsageForecast[]> {
    return (await this.forecastAll([{ plan, triggers, pieceIds }], today, now))[0] ?? [];
  }

  /**
   * `forecast` for many plans of one enterprise (the calendar's), in their order: their bases, each counter's values,
   * the pieces' names and the readings of the window read once for all of them, not once a plan.
   */
  async forecastAll(plans: readonly UsageAsk[], today: LocalDate, now = new Date()): Promise<UsageForecast[][]> {
    if (!plans.length) return [];
    const standing = await this.standing(plans, now, false);
    const pieceIds = [...new Set(plans.flatMap((p) => p.pieceIds))];
    const names = (await this.equipment.labels(plans[0]!.plan.enterprise_id, pieceIds, [])).equipment;
    const history = await this.counters.histories(pieceIds, [...new Set(plans.flatMap((p) => p.triggers.map((t) => t.counter)))], this.counters.windowStart(today));
    return plans.map(({ pieceIds: ids }, i) => {
      const out: UsageForecast[] = [];
      for (const id of ids) {
        for (const s of standing[i]?.get(id) ?? []) {
          const rate = usageRate(history.get(historyKey(id, s.trigger.counter)) ?? []);
          const dueAt = s.base === null ? null : s.base + s.trigger.step;
          out.push({
            equipment_id: id,
            equipment_name: names.get(id)?.name ?? String(id),
            counter: s.trigger.counter,
            source: s.trigger.source,
            step: s.trigger.step,
            value: s.value,
            base: s.base,
            due_at: dueAt,
            rate_per_day: rate.rate,
            period_from: rate.from,
            period_to: rate.to,
            readings: rate.readings,
            next_due: s.open || s.value === null || dueAt === null ? null : nextUsageDay(s.value, dueAt, rate.rate, today),
            open: s.open !== null,
          });
        }
      }
      return out;
    });
  }

  /**
   * SPEC-style check on save: a meter-fed trigger needs, on every chosen piece, an enabled meter whose type reports the
   * counter's quantity (type plans are resolved at generation: a piece without such a meter takes readings by hand).
   */
  async checkMeters(enterpriseId: number, triggers: readonly UsageTrigger[], pieces: ReadonlyArray<{ id: number; label: string }>): Promise<void> {
    for (const trigger of triggers.filter((t) => t.source === 'meter')) {
      const found = await this.meters.of(enterpriseId, pieces.map((p) => p.id), trigger.counter);
      const missing = pieces.find((p) => !found.has(p.id));
      if (missing) throw new BusinessError('maintenance.errors.usageMeter', 422, [missing.label, { key: `maintenance.usage.counters.${trigger.counter}` }], { fields: { triggers: 'usageMeter' } });
    }
  }

  /**
   * Where each plan's triggers stand for its pieces: the plans' bases with one query per thousand plans, each counter's
   * values once for every piece that any plan reads it on (meter-fed counters first: a sync's readings count for every
   * plan).
   */
  private async standing(plans: readonly UsageAsk[], now: Date, keep: boolean): Promise<Array<Map<number, Standing[]>>> {
    const planIds = [...new Set(plans.map((p) => p.plan.id).filter((id): id is number => !!id))];
    const rows: UsageBase[] = [];
    if (plans.some((p) => p.pieceIds.length)) {
      for (let i = 0; i < planIds.length; i += BASE_READ_PLANS) rows.push(...(await this.bases.find({ where: { plan_id: In(planIds.slice(i, i + BASE_READ_PLANS)) } })));
    }
    const saved = new Map(rows.map((b) => [`${b.plan_id}:${b.equipment_id}:${b.counter}`, b]));
    const asks = new Map<string, { enterpriseId: number; counter: UsageTrigger['counter']; meter: boolean; ids: Set<number> }>();
    for (const { plan, triggers, pieceIds } of plans) {
      for (const t of triggers) {
        const key = `${plan.enterprise_id}:${t.counter}:${t.source === 'meter'}`;
        const ask = asks.get(key) ?? { enterpriseId: plan.enterprise_id, counter: t.counter, meter: t.source === 'meter', ids: new Set<number>() };
        for (const id of pieceIds) ask.ids.add(id);
        asks.set(key, ask);
      }
    }
    const values = new Map<string, Map<number, number | null>>();
    for (const [key, ask] of [...asks].sort(([, a], [, b]) => Number(b.meter) - Number(a.meter))) values.set(key, await this.counters.values(ask.enterpriseId, [...ask.ids], ask.counter, ask.meter, now));
    const out: Array<Map<number, Standing[]>> = [];
    for (const { plan, triggers, pieceIds } of plans) {
      const mine = new Map<number, Standing[]>(pieceIds.map((id) => [id, []]));
      for (const trigger of triggers) {
        const read = values.get(`${plan.enterprise_id}:${trigger.counter}:${trigger.source === 'meter'}`);
        for (const id of pieceIds) {
          const value = read?.get(id) ?? null;
          const row = plan.id ? saved.get(`${plan.id}:${id}:${trigger.counter}`) : undefined;
          if (!row && keep && value !== null && plan.id) await this.insertBase(plan as UsagePlan & { id: number }, id, trigger, value);
          mine.get(id)?.push({ trigger, value, base: row ? Number(row.base) : value, open: row?.open_due ?? null });
        }
      }
      out.push(mine);
    }
    return out;
  }

  private async insertBase(plan: UsagePlan & { id: number }, pieceId: number, trigger: UsageTrigger, value: number): Promise<void> {
    try {
      await this.bases.save(this.bases.create({ enterprise_id: plan.enterprise_id, create_user_id: null, plan_id: plan.id, equipment_id: pieceId, counter: trigger.counter, base: value, open_due: null }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
