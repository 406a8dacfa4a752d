import type { AlarmRuleRow, AlarmRuleWorkOrderRequest } from '@gengyun/contracts';

/** The "open a work order" part of the alarm-rule form. */
export interface RuleWorkOrderValues {
  open_work_order: boolean;
  work_order_type_id?: number;
  work_order_priority?: number;
  work_order_person_id?: number;
}

type Stored = Partial<Pick<AlarmRuleRow, 'open_work_order' | 'work_order_type_id' | 'work_order_priority' | 'work_order_person_id'>>;

/** The form values of a stored rule (off for a new one; priority 3 offered when switched on). */
export const ruleWorkOrderToForm = (row?: Stored): RuleWorkOrderValues => ({
  open_work_order: row?.open_work_order ?? false,
  work_order_type_id: row?.work_order_type_id ?? undefined,
  work_order_priority: row?.work_order_priority ?? 3,
  work_order_person_id: row?.work_order_person_id ?? undefined,
});

/** The request fields: with the option off, only the switch (the server keeps no type, priority or person). */
export const ruleWorkOrderBody = (values: Partial<RuleWorkOrderValues>): AlarmRuleWorkOrderRequest =>
  values.open_work_order
    ? { open_work_order: true, work_order_type_id: values.work_order_type_id, work_order_priority: values.work_order_priority, work_order_person_id: values.work_order_person_id }
    : { open_work_order: false };
