import { ruleWorkOrderBody, ruleWorkOrderToForm } from './rule-work-order';

describe('the rule form’s "open a work order" option', () => {
  it('is off for a new rule and keeps a stored rule’s choice', () => {
    expect(ruleWorkOrderToForm()).toEqual({ open_work_order: false, work_order_type_id: undefined, work_order_priority: 3, work_order_person_id: undefined });
    expect(ruleWorkOrderToForm({ open_work_order: true, work_order_type_id: 9, work_order_priority: 2, work_order_person_id: 7 })).toEqual({
      open_work_order: true,
      work_order_type_id: 9,
      work_order_priority: 2,
      work_order_person_id: 7,
    });
  });

  it('sends type, priority and person only with the option on', () => {
    expect(ruleWorkOrderBody({ open_work_order: false, work_order_type_id: 9, work_order_priority: 2, work_order_person_id: 7 })).toEqual({ open_work_order: false });
    expect(ruleWorkOrderBody({ open_work_order: true, work_order_type_id: 9, work_order_priority: 2, work_order_person_id: 7 })).toEqual({
      open_work_order: true,
      work_order_type_id: 9,
      work_order_priority: 2,
      work_order_person_id: 7,
    });
  });
});
