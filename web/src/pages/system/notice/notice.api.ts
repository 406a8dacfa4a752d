import { NOTICE_TARGETS, NOTICE_TYPES, type NoticeRequest, type NoticeRow, type NoticeStatus, type NoticeTarget, type NoticeType, type PublishAnswer } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useActionMutation, useCallQuery, usePagedQuery, type PagedParams } from '@/api/hooks';

export const noticeKeys = {
  all: ['notice'] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export { NOTICE_TARGETS, NOTICE_TYPES, type NoticeRow, type NoticeStatus, type NoticeTarget, type NoticeType };
/** The notice form's values: /notice/add, or /notice/update with the id. */
export type NoticeInput = NoticeRequest & { id?: number };

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

export const publishNotice = (id: number): Promise<PublishAnswer> => call<PublishAnswer>('/notice/publish', { id });

export const useNoticePage = (params: NoticeParams) => usePagedQuery<NoticeRow>(noticeKeys.list(), '/notice/pageList', params);
export const useNoticeDetail = (id: number | null) => useCallQuery<NoticeRow>(noticeKeys.detail(id ?? 0), '/notice/detail', { id }, { enabled: Boolean(id) });
export const usePublishNotice = () => useActionMutation<{ id: number }>('/notice/publish', { invalidate: [noticeKeys.all] });
export const useDeleteNotice = () => useActionMutation<{ id: number }>('/notice/delete', { invalidate: [noticeKeys.all] });
