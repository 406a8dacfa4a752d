import type { Lang } from '@gengyun/contracts/i18n/catalog';
import type { LangAnswer, LangInfo, LoginRequest } from '@gengyun/contracts';
import { sessionStore, type LoginAnswer } from '@/app/session-store';
import { call, type CallOptions } from './client';
import { endSession, onSessionEnd } from './session-end';

/** Session calls the login page makes too (no query cache: that loads with the shell). */
/** Account (or phone) and password; the enterprise code only when the account name is held in several enterprises. */
export type LoginInput = LoginRequest;

/**
 * The menu request of a session just opened, sent as soon as its token is known (the shell's scripts may still be
 * loading); the shell's menu query takes it instead of asking again.
 */
let earlyMenu: { token: string; answer: Promise<unknown> } | null = null;
// It belongs to its session: one that ended before the shell took it must not answer the next (same token or not).
onSessionEnd(() => {
  earlyMenu = null;
});

const startSession = (answer: LoginAnswer): void => {
  // The session first: the request carries its token.
  sessionStore.set({ ...answer, online: true });
  const answering = call<unknown>('/getMenuList', undefined, { noLoading: true, silent: true });
  answering.catch(() => undefined);
  earlyMenu = { token: answer.token, answer: answering };
};

/** The menu answer requested at login for this token, once (undefined: ask the server). */
export function takeEarlyMenu(token: string): Promise<unknown> | undefined {
  if (!earlyMenu || earlyMenu.token !== token) return undefined;
  const { answer } = earlyMenu;
  earlyMenu = null;
  return answer;
}

/** Logs in and keeps the answer as the session. */
export async function login(input: LoginInput, options?: CallOptions): Promise<LoginAnswer> {
  const enterpriseCode = input.enterpriseCode?.trim();
  const body = { account: input.account.trim(), password: input.password, ...(enterpriseCode ? { enterpriseCode } : {}) };
  const answer = await call<LoginAnswer>('/login', body, options);
  startSession(answer);
  return answer;
}

/** Hands off a companion-app token: local data cleared first, then the answer becomes the session. */
export async function goSns(token: string): Promise<LoginAnswer> {
  endSession();
  const answer = await call<LoginAnswer>('/doGoSns', { token });
  startSession(answer);
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

export type { LangInfo };

export const fetchLangInfo = (lang: Lang): Promise<LangInfo> =>
  call<LangInfo>('/getDefaultLangInfo', { lang }, { noLoading: true, silent: true });

export const changeServerLang = (lang: Lang): Promise<LangAnswer> => call<LangAnswer>('/changeLangInfo', { lang }, { noLoading: true });

