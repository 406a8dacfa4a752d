import { WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@gengyun/contracts';
import type { StatusOptions } from '@/components/StatusTag';

/** Waiting for someone blue, being worked on cyan, needing attention orange or red, done green, ended grey. */
const COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'default',
  pendingReview: 'processing',
  toAssign: 'processing',
  toAccept: 'processing',
  transferred: 'processing',
  returned: 'warning',
  overdue: 'error',
  toRepair: 'cyan',
  processing: 'cyan',
  suspended: 'warning',
  pendingConfirmation: 'purple',
  rejected: 'error',
  toReview: 'purple',
  toEvaluate: 'purple',
  toConfirm: 'purple',
  toArchive: 'purple',
  completed: 'success',
  closed: 'default',
  cancelled: 'default',
  voided: 'default',
};

export const WORK_ORDER_STATUS_TAGS: StatusOptions = Object.fromEntries(
  WORK_ORDER_STATUSES.map((s) => [s, { labelKey: WORK_ORDER_STATUS_LABELS[s], color: COLOURS[s] }]),
);
