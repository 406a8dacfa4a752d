import { Global, Module, type OnModuleDestroy } from '@nestjs/common';
import { EventBus } from './event-bus';

/** Provides the EventBus to every module; drains running listeners before the app closes. */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule implements OnModuleDestroy {
  constructor(private readonly bus: EventBus) {}

  onModuleDestroy(): Promise<void> {
    return this.bus.settled();
  }
}
