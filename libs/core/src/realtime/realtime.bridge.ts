import { Injectable, type OnModuleInit } from '@nestjs/common';
import { entRoom, userRoom } from '@gengyun/contracts';
import { EventBus } from '../events/event-bus';
import { RealtimeEmitter } from './realtime.emitter';
import { sessionRoom } from './realtime.types';

/** The one place domain events become browser events: which event, which room, which fields. */
@Injectable()
export class RealtimeBridge implements OnModuleInit {
  constructor(
    private readonly bus: EventBus,
    private readonly emitter: RealtimeEmitter,
  ) {}

  onModuleInit(): void {
    this.bus.on('notice.published', (e) => {
      this.emitter.to(entRoom(e.enterpriseId)).emit('notice.published', { id: e.id, title: e.title });
    });
    this.bus.on('message.created', (e) => {
      this.emitter.to(userRoom(e.userId)).emit('message.new', { id: e.id, title: e.title, unread: e.unread });
    });
    this.bus.on('job.progress', (e) => {
      this.emitter.to(userRoom(e.userId)).emit('job.progress', { id: e.id, queue: e.queue, progress: e.progress, status: e.status });
    });
    this.bus.on('session.revoked', (e) => {
      this.emitter.to(sessionRoom(e.sessionId)).emit('session.revoked', { reason: e.reason });
      this.emitter.disconnect(sessionRoom(e.sessionId));
    });
  }
}
