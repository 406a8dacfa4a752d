import { useQuery } from '@tanstack/react-query';
import type { WorkOrderNoticeKind, WorkOrderNoticePreferences, WorkOrderNoticePreferencesRequest } from '@gengyun/contracts';
import { call } from '@/api/client';

export type { WorkOrderNoticeKind, WorkOrderNoticePreferences };

export const noticePreferenceKeys = { mine: ['workOrderNotice', 'preferences'] as const };

export const useNoticePreferences = (enabled: boolean) =>
  useQuery({
    queryKey: noticePreferenceKeys.mine,
    queryFn: ({ signal }) => call<WorkOrderNoticePreferences>('/workOrderNotice/preferences', {}, { noLoading: true, signal }),
    enabled,
  });

export const saveNoticePreferences = (body: WorkOrderNoticePreferencesRequest) => call<WorkOrderNoticePreferences>('/workOrderNotice/savePreferences', body);
