import type { MessageKey } from '../i18n';

/**
 * What people are told about work orders (issue 13 items 7 and 12), each a kind a user may turn off: the sweep's
 * overdue and late findings, a workflow node past its time limit, an order given to them (assigned, transferred), grabbed from their charge, returned,
 * and the request to evaluate work they asked for.
 */
export const WORK_ORDER_NOTICE_KINDS = ['overdue', 'late', 'nodeLate', 'assigned', 'grabbed', 'returned', 'evaluate'] as const;
export type WorkOrderNoticeKind = (typeof WORK_ORDER_NOTICE_KINDS)[number];

export const WORK_ORDER_NOTICE_LABELS = Object.fromEntries(WORK_ORDER_NOTICE_KINDS.map((k) => [k, `workOrder.notice.kind.${k}`])) as Readonly<
  Record<WorkOrderNoticeKind, MessageKey>
>;
