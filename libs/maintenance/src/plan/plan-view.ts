import type { PlanRow, PlanTrigger } from '@gengyun/contracts';
import type { EquipmentCoverage } from '@gengyun/equipment';
import type { MaintenancePlan } from './plan.entity';

const ids = (json: string | null): number[] => (json ? (JSON.parse(json) as number[]) : []);

export const planTriggers = (plan: Pick<MaintenancePlan, 'triggers'>): PlanTrigger[] => JSON.parse(plan.triggers) as PlanTrigger[];
export const planEquipmentIds = (plan: Pick<MaintenancePlan, 'equipment_ids'>): number[] => ids(plan.equipment_ids);
export const planHandlerIds = (plan: Pick<MaintenancePlan, 'handler_ids'>): number[] => ids(plan.handler_ids);

/** What a type plan covers; its chosen location is the subtree (a chosen-equipment plan names its pieces instead). */
export const planCoverage = (plan: Pick<MaintenancePlan, 'equipment_type_id' | 'equipment_model_id' | 'location_id'>): EquipmentCoverage => ({
  typeId: plan.equipment_model_id ? null : plan.equipment_type_id,
  modelId: plan.equipment_model_id,
  locationId: plan.location_id,
});

export const planRow = (plan: MaintenancePlan): PlanRow =>
  ({
    ...plan,
    equipment_ids: planEquipmentIds(plan),
    handler_ids: planHandlerIds(plan),
    triggers: planTriggers(plan),
  }) as unknown as PlanRow;
