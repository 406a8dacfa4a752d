import type { WorkOrderAttachment, WorkOrderLabour, WorkOrderRecordDetail, WorkOrderTypeRecord } from '@gengyun/contracts';

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
