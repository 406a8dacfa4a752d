import { useQuery } from '@tanstack/react-query';
import type { UserMenu as MenuAnswer } from '@gengyun/contracts';
import { normaliseMenu, withFixedEntries, type MenuEntry } from '@/app/menu-model';
import { isLoggedIn, useSession } from '@/app/session-store';
import { call } from './client';
import { takeEarlyMenu } from './session-calls';

export const sessionKeys = {
  menu: (token: string) => ['session', 'menu', token] as const,
  unread: ['message', 'unread'] as const,
};

export interface UserMenu {
  entries: MenuEntry[];
  permissions: string[];
  cancelMessage: string;
}

/** The menu query of a session token: the answer requested at login when there is one, else a new request. */
const menuQuery = (token: string) => ({
  queryKey: sessionKeys.menu(token),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<UserMenu> => {
    const early = takeEarlyMenu(token) as Promise<MenuAnswer> | undefined;
    const answer = await (early ?? call<MenuAnswer>('/getMenuList', undefined, { noLoading: true, signal }));
    return {
      entries: withFixedEntries(normaliseMenu(answer?.data)),
      permissions: answer?.permissions ?? [],
      cancelMessage: answer?.cancelMessage ?? '',
    };
  },
  staleTime: Infinity,
});

/** The logged-in user's menu tree and permission codes; fetched once per session token. */
export function useUserMenu() {
  const session = useSession();
  const token = isLoggedIn(session) ? session.token : '';
  return useQuery({ ...menuQuery(token), enabled: Boolean(token) });
}

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

/** Unread message count for the header badge and the work bench; kept current by push (app/use-live-unread), not polled. */
export function useUnreadCount() {
  const session = useSession();
  return useQuery({
    queryKey: sessionKeys.unread,
    queryFn: async ({ signal }) => readUnread(await call<unknown>('/message/my/unreadCount', undefined, { noLoading: true, silent: true, signal })),
    enabled: isLoggedIn(session),
  });
}
