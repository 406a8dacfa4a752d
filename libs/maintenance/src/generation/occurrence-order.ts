import type { EquipmentPlace } from '@gengyun/equipment';
import type { TaskTemplateDetail } from '@gengyun/contracts';
import type { WorkOrderAddDto } from '@gengyun/work-orders';
import type { MaintenancePlan } from '../plan/plan.entity';
import { planHandlerIds } from '../plan/plan-view';
import type { Occurrence } from '../cycle/cycle';
import { momentOf } from '../cycle/zoned';
import { checklistText } from './checklist-text';

const HOUR = 3_600_000;

/** One order a run means to make: a plan's due day for one piece, and whether a usage counter called for it. */
export interface Wanted {
  plan: MaintenancePlan;
  occurrence: Occurrence;
  piece: EquipmentPlace;
  template: TaskTemplateDetail | null;
  usage: boolean;
}

/** The occurrence's unique key as a string: plan, equipment, due day. */
export const occurrenceKey = (planId: number, equipmentId: number, due: string): string => `${planId}:${equipmentId}:${due.slice(0, 10)}`;

/** The work-order form of a wanted occurrence (source plan, the template's checklist as its description). */
export function occurrenceForm(w: Wanted, timeZone: string): WorkOrderAddDto {
  const { plan, occurrence, piece, template } = w;
  const start = momentOf(occurrence.due, plan.due_time, timeZone);
  return {
    title: plan.name,
    type_id: plan.work_order_type_id,
    priority: plan.priority,
    person_in_charge_id: plan.person_in_charge_id,
    pool_id: plan.pool_id,
    equipment_id: piece.id,
    handler_ids: planHandlerIds(plan),
    description: template ? checklistText(template.name, template.items) : undefined,
    due_time: new Date(start.getTime() + plan.duration_hours * HOUR).toISOString(),
    source: 'plan',
    source_id: plan.id,
  } satisfies Partial<WorkOrderAddDto> as WorkOrderAddDto;
}
