import type { JobStatus } from '@gengyun/contracts';

/**
 * Domain events by name → payload. Services emit these on the EventBus and never touch Socket.IO. Core declares
 * the platform's own events; an area adds its events in its `<area>.events.ts` by declaration merging —
 *   declare module '@gengyun/core' { interface DomainEventMap { 'iot.meter.status': {…} } }
 * — and declares there, with `PushRoutes`, which browsers may see each one.
 */
export interface DomainEventMap {
  /** A session was logged out, expired or revoked (password change, reset, user disabled, enterprise locked): its sockets are told and closed. */
  'session.revoked': { enterpriseId: number; userId: number; sessionId: number; reason: string };
  /**
   * What some users may see or do changed (roles, their grants, positions, the location or type trees): their sockets are
   * re-joined to what their sessions may still see. `userIds` absent: every user of the enterprise.
   */
  'access.changed': { enterpriseId: number; userIds?: number[] };
  /** Progress of a user's background task (import, export). */
  'job.progress': { enterpriseId: number; userId: number; id: string; queue: string; progress: number; status: JobStatus };
}

export type DomainEventName = keyof DomainEventMap;
