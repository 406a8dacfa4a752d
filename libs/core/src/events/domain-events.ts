import type { JobStatus } from '@gengyun/contracts';

/**
 * Domain events by name → payload. Services emit these on the EventBus and never touch Socket.IO; the
 * realtime bridge maps them to browser events. An area adds its events here.
 */
export interface DomainEventMap {
  'notice.published': { enterpriseId: number; id: number; title: string };
  'message.created': { enterpriseId: number; userId: number; id: number; title: string; unread: number };
  /** A session was logged out, expired or revoked by an administrator: its sockets are told and closed. */
  'session.revoked': { enterpriseId: number; userId: number; sessionId: number; reason: string };
  'job.progress': { enterpriseId: number; userId: number; id: string; queue: string; progress: number; status: JobStatus };
}

export type DomainEventName = keyof DomainEventMap;
