import type { WorkOrderNoticeKind } from '../enums/work-orders-notify';

/**
 * `/workOrderNotice/savePreferences`: `disabled`, the kinds the caller does not want in the app (all others arrive);
 * `mail` and `sms`, the kinds they want by those channels. Each replaces the stored choice; absent, its default:
 * every kind in the app and by mail, none by SMS.
 */
export type WorkOrderNoticePreferencesRequest = { disabled: WorkOrderNoticeKind[]; mail?: WorkOrderNoticeKind[]; sms?: WorkOrderNoticeKind[] };
