import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PushRoutes } from '@gengyun/core';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A notice was published to these users (its audience, resolved when published). */
    'notice.published': { enterpriseId: number; id: number; title: string; userIds: number[] };
    /** A message reached a user's inbox (`id` the newest); `unread` is their count after it. */
    'message.delivered': { enterpriseId: number; userId: number; id: number; title: string; unread: number };
  }
}

/** A published notice reaches its recipients only; a new message and the unread count, its reader only. */
@Injectable()
export class SystemPushRoutes implements OnModuleInit {
  constructor(private readonly routes: PushRoutes) {}

  onModuleInit(): void {
    this.routes.route('notice.published', {
      event: 'notice.published',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: e.userIds }),
      data: ({ id, title }) => ({ id, title }),
    });
    this.routes.route('message.delivered', {
      event: 'message.new',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: [e.userId] }),
      data: ({ id, title, unread }) => ({ id, title, unread }),
    });
  }
}
