import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientEventMap } from '@gengyun/contracts';
import { EventBus } from '../events/event-bus';
import { PushRoutes } from './push-routes';
import { RealtimeEmitter } from './realtime.emitter';
import { sessionRoom } from './realtime.types';

/** The platform's own events in the browser: task progress to its user, ended sessions, changed rights. */
@Injectable()
export class RealtimeBridge implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly emitter: RealtimeEmitter,
    private readonly routes: PushRoutes,
  ) {}

  onModuleInit(): void {
    this.routes.route('job.progress', {
      event: 'job.progress',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: [e.userId] }),
      data: ({ id, queue, progress, status }) => ({ id, queue, progress, status }),
      coalesce: { key: (e: ClientEventMap['job.progress']) => e.id },
    });
    this.bus.on('session.revoked', (e) => {
      this.emitter.to(sessionRoom(e.sessionId)).emit('session.revoked', { reason: e.reason });
      this.emitter.disconnect(sessionRoom(e.sessionId));
    });
    this.bus.on('access.changed', (e) => this.emitter.accessChanged(e));
  }
}
