import { BusinessError } from '@gengyun/core';
import type { EquipmentPlace } from '@gengyun/equipment';
import type { LocalDate } from '../cycle/local-date';
import { usageTriggers } from '../plan/plan-triggers';
import { planTriggers } from '../plan/plan-view';
import type { MaintenancePlan } from '../plan/plan.entity';
import type { UsageAsk, UsagePlans } from '../usage/usage-plans.service';

/** Whether `today` is within the plan's span: its usage triggers are read only then. */
export const inSpan = (plan: Pick<MaintenancePlan, 'start_date' | 'end_date'>, today: LocalDate): boolean =>
  today >= plan.start_date && (!plan.end_date || today <= plan.end_date);

/**
 * The pieces each usage plan of a run has due now. The first plan to ask reads them for every usage plan of the run
 * in its span (`UsagePlans.dueAll`: the bases and each counter once, not once a plan). A plan whose pieces are refused
 * is left out of that read; its own generation meets the same refusal and fails alone.
 */
export function usageDueFor(
  usage: UsagePlans,
  plans: readonly MaintenancePlan[],
  today: LocalDate,
  now: Date,
  pieces: (plan: MaintenancePlan) => Promise<EquipmentPlace[]>,
): (plan: MaintenancePlan) => Promise<Set<number>> {
  let read: Promise<Map<number, Set<number>>> | null = null;
  const readAll = async (): Promise<Map<number, Set<number>>> => {
    const asks: Array<UsageAsk & { plan: MaintenancePlan }> = [];
    for (const plan of plans) {
      const triggers = usageTriggers(planTriggers(plan));
      if (!triggers.length || !inSpan(plan, today)) continue;
      const pieceIds = await pieces(plan).then(
        (list) => list.map((p) => p.id),
        (error: unknown) => {
          if (error instanceof BusinessError) return [];
          throw error;
        },
      );
      if (pieceIds.length) asks.push({ plan, triggers, pieceIds });
    }
    const due = await usage.dueAll(asks, now);
    return new Map(asks.map((ask, i) => [ask.plan.id, new Set(due[i])]));
  };
  return async (plan) => (await (read ??= readAll())).get(plan.id) ?? new Set<number>();
}
