import type { DataScope, Lang } from '@gengyun/contracts';

/** Who is calling, resolved once per request from the session token. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  enterpriseId: number;
  account: string;
  name: string;
  lang: Lang;
  /** Enterprise administrators hold every feature permission and no data-scope restriction. */
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** A missing dimension is unrestricted; a present one lists the ids the user may see. */
  scopes: Partial<Record<DataScope, readonly number[]>>;
}

export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}

/** Injection token for the SessionResolver the identity area provides. */
export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');
