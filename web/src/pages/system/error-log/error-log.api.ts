import type { ErrorLogDetail, ErrorLogRow } from '@gengyun/contracts';
import { useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export type { ErrorLogDetail, ErrorLogRow };

export const errorLogKeys = {
  all: ['errorLog'] as const,
  list: () => [...errorLogKeys.all, 'list'] as const,
  detail: (id: number) => [...errorLogKeys.all, 'detail', id] as const,
};

export type ErrorLogParams = PagedParams & { startTime?: string; endTime?: string };

export const useErrorLogPage = (params: ErrorLogParams) => usePagedQuery<ErrorLogRow>(errorLogKeys.list(), '/errorLog/pageList', params);
export const useErrorLogDetail = (id: number | null) => useCallQuery<ErrorLogDetail>(errorLogKeys.detail(id ?? 0), '/errorLog/detail', { id }, { enabled: id !== null });
