import { useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export const errorLogKeys = {
  all: ['errorLog'] as const,
  list: () => [...errorLogKeys.all, 'list'] as const,
  detail: (id: number) => [...errorLogKeys.all, 'detail', id] as const,
};

export interface ErrorLogRow {
  id: number;
  create_time: string;
  request_id: string;
  method: string;
  url: string;
  user_id: number | null;
  user_name: string | null;
  message: string;
  stack: string | null;
}

export type ErrorLogParams = PagedParams & { startTime?: string; endTime?: string };

export const useErrorLogPage = (params: ErrorLogParams) => usePagedQuery<ErrorLogRow>(errorLogKeys.list(), '/errorLog/pageList', params);
export const useErrorLogDetail = (id: number | null) => useCallQuery<ErrorLogRow>(errorLogKeys.detail(id ?? 0), '/errorLog/detail', { id }, { enabled: id !== null });
