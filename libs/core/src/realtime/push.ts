import type { ClientEventMap, PermissionCode } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import type { DomainEventMap, DomainEventName } from '../events/domain-events';
import { holdsAny, inScope, type ObjectScope } from '../tenancy/scope-check';
import type { CoalesceRule } from './realtime.coalescer';

/**
 * Who may receive a browser event: users of one enterprise (or only some of them), holding a permission, whose data
 * scopes include the object. Declared by the area that raises the event; the gateway applies it to every socket.
 */
export interface Audience {
  enterpriseId: number;
  /** Only these users (their own messages and tasks, a notice's recipients). */
  userIds?: readonly number[];
  /** Users holding any of these codes (enterprise administrators hold all). */
  permission?: PermissionCode | readonly PermissionCode[];
  /** The object's place in each data dimension it carries (see `inScope`). */
  scope?: ObjectScope;
  /**
   * These users too, whatever `scope` says (an object's own people: its requester). One audience, not a second push,
   * so a user who is both in scope and one of these receives the event once.
   */
  alsoUserIds?: readonly number[];
}

export type BrowserEventName = keyof ClientEventMap;

/** One browser event and its audience: what crosses from the process that raised it to every api process. */
export interface Push<E extends BrowserEventName = BrowserEventName> {
  event: E;
  data: ClientEventMap[E];
  to: Audience;
}

export type Viewer = Pick<AuthContext, 'enterpriseId' | 'userId' | 'isAdmin' | 'permissions' | 'scopes'>;

/** Whether a socket's session belongs to the audience. */
export function mayReceive(viewer: Viewer, to: Audience): boolean {
  if (viewer.enterpriseId !== to.enterpriseId) return false;
  if (to.userIds && !to.userIds.includes(viewer.userId)) return false;
  if (to.permission && !holdsAny(viewer, to.permission)) return false;
  if (to.alsoUserIds?.includes(viewer.userId)) return true;
  return !to.scope || inScope(viewer, to.scope);
}

/** How a domain event becomes a browser event. */
export interface PushRoute<K extends DomainEventName, E extends BrowserEventName> {
  /** The browser event's name. */
  event: E;
  to(event: DomainEventMap[K]): Audience;
  data(event: DomainEventMap[K]): ClientEventMap[E];
  /** For events a source raises many times a second: at most one push per key per interval, later values merged in. */
  throttle?: { intervalMs: number; key(event: DomainEventMap[K]): number; merge(older: ClientEventMap[E], newer: ClientEventMap[E]): ClientEventMap[E] };
  /** What a socket that cannot keep up may coalesce of this browser event (default: nothing). */
  coalesce?: CoalesceRule;
}
