import { call } from '@/api/client';
import { sessionKeys } from '@/api/session.api';

export const personalKeys = {
  info: ['user', 'info'] as const,
  counts: ['home', 'counts'] as const,
  messages: ['message', 'my'] as const,
  unread: sessionKeys.unread,
};

/** Own profile as /user/info answers it: the user's columns (job number `job_no`) and the names of what they belong to. */
export interface MyInfo {
  id?: number;
  account: string;
  name: string;
  phone?: string | null;
  wechat_no?: string | null;
  job_no?: string | null;
  enterprise_name?: string | null;
  org_name?: string | null;
  /** Roles held directly or through the position. */
  role_names?: string[];
}

export type MyInfoInput = Pick<MyInfo, 'name' | 'phone' | 'wechat_no'>;

export const fetchMyInfo = (signal?: AbortSignal): Promise<MyInfo> => call<MyInfo>('/user/info', undefined, { noLoading: true, signal });
export const updateMyInfo = (input: MyInfoInput): Promise<unknown> => call('/user/updateInfo', { ...input });

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}
export const changePassword = (input: ChangePasswordInput): Promise<unknown> => call('/user/changePassword', { ...input });

/** Counts for the work bench by label key suffix; areas add theirs to `/home/counts` when they exist. */
export const fetchHomeCounts = async (signal?: AbortSignal): Promise<Record<string, number>> => {
  try {
    return (await call<Record<string, number>>('/home/counts', undefined, { noLoading: true, silent: true, signal })) ?? {};
  } catch {
    return {};
  }
};

export interface MyMessage {
  id: number;
  title: string;
  content?: string | null;
  create_time?: string | null;
  is_read?: boolean | number | null;
  read_time?: string | null;
}

export const isRead = (message: MyMessage): boolean => Boolean(Number(message.is_read ?? 0)) || Boolean(message.read_time);
