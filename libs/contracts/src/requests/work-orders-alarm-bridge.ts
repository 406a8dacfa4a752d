/** Request bodies of the alarm → work-order bridge (issue 13 item 9). */

/** The "open a work order" option of an alarm rule (part of `/alarmRule/add` and `/alarmRule/update`). */
export type AlarmRuleWorkOrderRequest = {
  /** When on, raising an alarm of the rule opens one repair order (type, priority and person in charge required). */
  open_work_order?: boolean;
  work_order_type_id?: number | null;
  work_order_priority?: number | null;
  /** The person in charge of the orders the rule opens. */
  work_order_person_id?: number | null;
};

/** `/workOrder/alarmPrefill`, `/workOrder/ofAlarm`: one alarm. */
export type WorkOrderAlarmRequest = { alarm_id: number };

/** `/workOrder/fromAlarm`: a repair order for an alarm; title and description default to the prefill's. */
export type WorkOrderFromAlarmRequest = {
  alarm_id: number;
  type_id: number;
  priority: number;
  person_in_charge_id: number;
  title?: string;
  description?: string;
  pool_id?: number | null;
  handler_ids?: number[];
  due_time?: string;
  request_id?: string;
};
