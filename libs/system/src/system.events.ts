import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PushRoutes } from '@gengyun/core';

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A notice was published to these users (its audience, resolved when published). */
    'notice.published': { enterpriseId: number; id: number; title: string; userIds: number[] };
  }
}

/** A published notice reaches its recipients only. */
@Injectable()
export class SystemPushRoutes implements OnModuleInit {
  constructor(private readonly routes: PushRoutes) {}

  onModuleInit(): void {
    this.routes.route('notice.published', {
      event: 'notice.published',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: e.userIds }),
      data: ({ id, title }) => ({ id, title }),
    });
  }
}
