import { useQuery } from '@tanstack/react-query';
import type { Lang, LangAnswer, LangInfo, LoginRequest, UserMenu as MenuAnswer } from '@gengyun/contracts';
import { normaliseMenu, withFixedEntries, type MenuEntry } from '@/app/menu-model';
import { isLoggedIn, sessionStore, useSession, type LoginAnswer } from '@/app/session-store';
import { call, type CallOptions } from './client';
import { endSession } from './session-end';

export const sessionKeys = {
  menu: (token: string) => ['session', 'menu', token] as const,
  unread: ['message', 'unread'] as const,
};

export type LoginInput = LoginRequest;

/** Logs in and keeps the answer as the session. */
export async function login(input: LoginInput, options?: CallOptions): Promise<LoginAnswer> {
  const enterpriseCode = input.enterpriseCode?.trim();
  const answer = await call<LoginAnswer>('/login', { account: input.account.trim(), password: input.password, ...(enterpriseCode ? { enterpriseCode } : {}) }, options);
  sessionStore.set({ ...answer, online: true });
  return answer;
}

/** Hands off a companion-app token: local data cleared first, then the answer becomes the session. */
export async function goSns(token: string): Promise<LoginAnswer> {
  endSession();
  const answer = await call<LoginAnswer>('/doGoSns', { token });
  sessionStore.set({ ...answer, online: true });
  return answer;
}

/** Tells the server (best effort) and clears everything local. */
export async function logout(): Promise<void> {
  try {
    await call('/logout', undefined, { silent: true, noLoading: true });
  } catch {
    // the local session ends anyway
  } finally {
    endSession();
  }
}

export interface UserMenu {
  entries: MenuEntry[];
  permissions: string[];
  cancelMessage: string;
}

/** The logged-in user's menu tree and permission codes; fetched once per session token. */
export function useUserMenu() {
  const session = useSession();
  const token = isLoggedIn(session) ? session.token : '';
  return useQuery({
    queryKey: sessionKeys.menu(token),
    queryFn: async ({ signal }): Promise<UserMenu> => {
      const answer = await call<MenuAnswer>('/getMenuList', undefined, { noLoading: true, signal });
      return {
        entries: withFixedEntries(normaliseMenu(answer?.data)),
        permissions: answer?.permissions ?? [],
        cancelMessage: answer?.cancelMessage ?? '',
      };
    },
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

export type { LangInfo };

export const fetchLangInfo = (lang: Lang): Promise<LangInfo> =>
  call<LangInfo>('/getDefaultLangInfo', { lang }, { noLoading: true, silent: true });

export const changeServerLang = (lang: Lang): Promise<LangAnswer> => call<LangAnswer>('/changeLangInfo', { lang }, { noLoading: true });

/** `/message/my/unreadCount` answers a number or `{ count }` / `{ unread }`. */
export const readUnread = (answer: unknown): number => {
  if (typeof answer === 'number') return answer;
  if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    const value = record.count ?? record.unread ?? record.total;
    return typeof value === 'number' ? value : Number(value) || 0;
  }
  return Number(answer) || 0;
};

/** Unread message count for the header badge and the work bench; refreshed every minute. */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: sessionKeys.unread,
    queryFn: async ({ signal }) => readUnread(await call<unknown>('/message/my/unreadCount', undefined, { noLoading: true, silent: true, signal })),
    enabled: isLoggedIn(session),
    refetchInterval: 60_000,
  });
}
