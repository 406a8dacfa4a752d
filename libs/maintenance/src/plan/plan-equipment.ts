import { Injectable } from '@nestjs/common';
import { EquipmentReferences, type EquipmentPlace } from '@gengyun/equipment';
import type { MaintenancePlan } from './plan.entity';
import { planCoverage, planEquipmentIds } from './plan-view';

/** The equipment a plan covers today: its chosen pieces still in service, or every piece its type rule finds now. */
@Injectable()
export class PlanEquipment {
  constructor(private readonly equipment: EquipmentReferences) {}

  of(plan: MaintenancePlan): Promise<EquipmentPlace[]> {
    return plan.coverage === 'equipment' ? this.equipment.existing(plan.enterprise_id, planEquipmentIds(plan)) : this.equipment.covered(plan.enterprise_id, planCoverage(plan));
  }

  /**
   * `of` for one generation run over `plans`: the first type plan of an enterprise asked for reads every type plan's
   * pieces of that enterprise together (`coveredAll`: one query for the equipment of their types, one for the location
   * tree), and the first chosen-equipment plan reads every such plan's pieces with one query, so a run's reads do not
   * grow with its plans; a run asks nothing of plans that are not due.
   */
  forRun(plans: readonly MaintenancePlan[]): (plan: MaintenancePlan) => Promise<EquipmentPlace[]> {
    const read = new Map<number, Promise<Map<number, EquipmentPlace[]>>>();
    const chosen = new Map<number, Promise<EquipmentPlace[]>>();
    return async (plan) => {
      if (plan.coverage === 'equipment') {
        let pieces = chosen.get(plan.enterprise_id);
        if (!pieces) {
          const ids = plans.filter((p) => p.coverage === 'equipment' && p.enterprise_id === plan.enterprise_id).flatMap(planEquipmentIds);
          pieces = this.equipment.existing(plan.enterprise_id, [...new Set(ids)]);
          chosen.set(plan.enterprise_id, pieces);
        }
        const mine = new Set(planEquipmentIds(plan));
        return (await pieces).filter((piece) => mine.has(piece.id));
      }
      if (plan.coverage !== 'type') return this.of(plan);
      let pieces = read.get(plan.enterprise_id);
      if (!pieces) {
        const typePlans = plans.filter((p) => p.coverage === 'type' && p.enterprise_id === plan.enterprise_id);
        pieces = this.equipment.coveredAll(plan.enterprise_id, typePlans.map(planCoverage)).then((lists) => new Map(typePlans.map((p, i) => [p.id, lists[i] ?? []])));
        read.set(plan.enterprise_id, pieces);
      }
      return (await pieces).get(plan.id) ?? this.of(plan);
    };
  }
}
