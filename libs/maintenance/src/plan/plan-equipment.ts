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
}
