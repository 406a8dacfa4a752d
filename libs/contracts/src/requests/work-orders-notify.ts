import type { WorkOrderNoticeKind } from '../enums/work-orders-notify';

/** `/workOrderNotice/savePreferences`: the kinds of work-order messages the caller does not want (all others arrive). */
export type WorkOrderNoticePreferencesRequest = { disabled: WorkOrderNoticeKind[] };
