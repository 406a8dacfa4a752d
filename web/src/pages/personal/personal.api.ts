import type { ChangePasswordRequest, MessageRow, MyInfo, UpdateInfoRequest } from '@gengyun/contracts';
import { call } from '@/api/client';
import { sessionKeys } from '@/api/session.api';

export const personalKeys = {
  info: ['user', 'info'] as const,
  counts: ['home', 'counts'] as const,
  messages: ['message', 'my'] as const,
  unread: sessionKeys.unread,
};

export type { MyInfo };
export type MyInfoInput = Pick<UpdateInfoRequest, 'name' | 'phone' | 'mail' | 'clear_mail' | 'wechat_no'>;
export type ChangePasswordInput = ChangePasswordRequest;

export const fetchMyInfo = (signal?: AbortSignal): Promise<MyInfo> => call<MyInfo>('/user/info', undefined, { noLoading: true, signal });
export const updateMyInfo = (input: MyInfoInput): Promise<unknown> => call('/user/updateInfo', { ...input });

export const changePassword = (input: ChangePasswordInput): Promise<unknown> => call('/user/changePassword', { ...input });

/** Counts for the work bench by label key suffix; areas add theirs to `/home/counts` when they exist. */
export const fetchHomeCounts = async (signal?: AbortSignal): Promise<Record<string, number>> => {
  try {
    return (await call<Record<string, number>>('/home/counts', undefined, { noLoading: true, silent: true, signal })) ?? {};
  } catch {
    return {};
  }
};

/** A message of the caller's inbox (/message/my/pageList). */
export type MyMessage = MessageRow;

export const isRead = (message: MyMessage): boolean => message.is_read || Boolean(message.read_time);
