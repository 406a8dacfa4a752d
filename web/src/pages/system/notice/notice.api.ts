import { call } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export const noticeKeys = {
  all: ['notice'] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const NOTICE_TYPES = ['announcement', 'notice'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_TARGETS = ['all', 'roles'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export type NoticeStatus = 'draft' | 'published';

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  status: NoticeStatus;
  publish_time: string | null;
  target_type: NoticeTarget;
  role_ids: number[];
  create_time: string;
  update_time: string;
}

export interface NoticeInput {
  id?: number;
  title: string;
  content: string;
  type: NoticeType;
  target_type: NoticeTarget;
  role_ids?: number[];
}

export type NoticeParams = PagedParams & { type?: NoticeType; status?: NoticeStatus };

/** Only drafts may be edited or published (the server answers 409 otherwise). */
export const isDraft = (row: Pick<NoticeRow, 'status'> | null | undefined): boolean => row?.status === 'draft';

/** Body of add/update: trimmed title, roles only when the target is roles. */
export const noticePayload = (values: NoticeInput): NoticeInput => ({
  ...values,
  title: values.title.trim(),
  role_ids: values.target_type === 'roles' ? [...new Set(values.role_ids ?? [])] : undefined,
});

/** Saves (add or update) and answers the stored notice. */
export const saveNotice = (values: NoticeInput): Promise<NoticeRow> =>
  call<NoticeRow>(values.id ? '/notice/update' : '/notice/add', { ...noticePayload(values) });

export const publishNotice = (id: number): Promise<{ recipients: number }> => call<{ recipients: number }>('/notice/publish', { id });

export const useNoticePage = (params: NoticeParams) => usePagedQuery<NoticeRow>(noticeKeys.list(), '/notice/pageList', params);
export const useNoticeDetail = (id: number | null) => useCallQuery<NoticeRow>(noticeKeys.detail(id ?? 0), '/notice/detail', { id }, { enabled: Boolean(id) });
export const usePublishNotice = () => useActionMutation<{ id: number }>('/notice/publish', { invalidate: [noticeKeys.all] });
export const useDeleteNotice = () => useActionMutation<{ id: number }>('/notice/delete', { invalidate: [noticeKeys.all] });
