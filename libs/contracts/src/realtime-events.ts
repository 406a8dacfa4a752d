/** Socket.IO events the server pushes to browsers, by name → payload. */
export interface ClientEventMap {
  'notice.published': { id: number; title: string };
  'message.new': { id: number; title: string; unread: number };
  'session.revoked': { reason: string };
  'job.progress': { id: string; queue: string; progress: number; status: JobStatus };
}

/** Export/import job status (SPEC: 0 waiting, 1 running, 2 done); 3 marks a failure. */
export const JobStatus = { waiting: 0, running: 1, done: 2, failed: 3 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

/** Rooms a client may join besides its enterprise room. */
export type ClientRoom = `meter:${number}` | 'alarms' | 'workorders' | `dashboard:${number}`;

export const entRoom = (enterpriseId: number): string => `ent:${enterpriseId}`;
export const userRoom = (userId: number): string => `user:${userId}`;

/** What a client sends: join or leave one of its enterprise's rooms; the ack says whether it worked. */
export interface ServerEventMap {
  subscribe: { room: ClientRoom };
  unsubscribe: { room: ClientRoom };
}
export type SubscribeAck = { ok: true } | { ok: false; reason: 'invalidRoom' };

const CLIENT_ROOM = /^(?:(?:meter|dashboard):[1-9]\d{0,15}|alarms|workorders)$/;
export const isClientRoom = (room: unknown): room is ClientRoom => typeof room === 'string' && CLIENT_ROOM.test(room);
