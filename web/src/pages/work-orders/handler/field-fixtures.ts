import type { WorkOrderAttachment, WorkOrderDowntimeEntry, WorkOrderLabour, WorkOrderLabourEntry, WorkOrderRecordDetail, WorkOrderTypeRecord } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';

/** Answers the handler page's record panels are given in tests (test-only). */
export const attachment = (file_id: number, extra: Partial<WorkOrderAttachment> = {}): WorkOrderAttachment => ({
  file_id,
  name: `photo-${file_id}.png`,
  category: 'image',
  ext: 'png',
  size: 100,
  url: `/getImg?id=${file_id}&business_no=workOrder`,
  user_id: 8,
  user_name: 'Li Si',
  create_time: '2026-01-01T00:00:00.000Z',
  step: 'upload',
  kind: 'file',
  ...extra,
});

export const fieldRecord = (extra: Partial<WorkOrderRecordDetail> = {}): WorkOrderRecordDetail => ({
  attachments: [],
  result: null,
  parent: null,
  children: [],
  parts_cost: '35.00',
  show_parts_cost: true,
  show_labour_cost: true,
  ...extra,
});

export const fieldLabour = (extra: Partial<WorkOrderLabour> = {}): WorkOrderLabour => ({
  entries: [],
  total_minutes: 25,
  per_person: [{ user_id: 1, user_name: 'Admin', minutes: 25 }],
  labour_cost: '50.00',
  running: null,
  ...extra,
});

/** A labour entry of order 2, stopped unless `end_time` is null. */
export const labourEntry = (id: number, extra: Partial<WorkOrderLabourEntry> = {}): WorkOrderLabourEntry => ({
  ...TENANT_COLUMNS,
  id,
  work_order_id: 2,
  user_id: 1,
  user_name: 'Admin',
  start_time: '2026-01-01T00:00:00.000Z',
  end_time: '2026-01-01T01:30:00.000Z',
  minutes: 90,
  note: null,
  ...extra,
});

/** A downtime period of order 2's equipment. */
export const downtimeEntry = (id: number, extra: Partial<WorkOrderDowntimeEntry> = {}): WorkOrderDowntimeEntry => ({
  ...TENANT_COLUMNS,
  id,
  work_order_id: 2,
  work_order_code: 'WO20260101-0002',
  equipment_id: 5,
  start_time: '2026-01-02T08:00:00.000Z',
  end_time: '2026-01-02T09:00:00.000Z',
  reason: 'breakdown',
  note: 'bearing',
  minutes: 60,
  ...extra,
});

export const fieldLists: WorkOrderTypeRecord = {
  type_id: 3,
  failure_list: 'failureCode',
  cause_list: 'causeCode',
  remedy_list: null,
  codes_required: false,
  labour_rate: '120.00',
  failure_options: [{ value: 'F01', label: 'Leak' }],
  cause_options: [{ value: 'C01', label: 'Wear and ageing' }],
  remedy_options: [],
};
