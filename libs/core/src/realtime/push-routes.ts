import { Injectable } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import type { DomainEventMap, DomainEventName } from '../events/domain-events';
import type { CoalesceRule } from './realtime.coalescer';
import { RealtimeEmitter } from './realtime.emitter';
import { KeyedThrottle } from './realtime.throttle';
import type { BrowserEventName, Push, PushRoute } from './push';

/**
 * Where areas declare which domain events reach browsers, and who may see each (ARCHITECTURE §6). An area calls
 * `route()` from its `<area>.events.ts` when its module starts; every api process then delivers each push only to
 * the sockets whose sessions are in the audience. Core names no area's event.
 */
@Injectable()
export class PushRoutes {
  /** What a backed-up socket may coalesce, by browser event (read by every socket's coalescer). */
  readonly coalescing: Record<string, CoalesceRule> = {};

  constructor(
    private readonly bus: EventBus,
    private readonly emitter: RealtimeEmitter,
  ) {}

  route<K extends DomainEventName, E extends BrowserEventName>(name: K, route: PushRoute<K, E>): void {
    if (route.coalesce) this.coalescing[route.event] = route.coalesce;
    const throttle = route.throttle;
    if (!throttle) {
      this.bus.on(name, (e) => this.emitter.push(this.build(route, e)));
      return;
    }
    const gate = new KeyedThrottle<Push<E>>(throttle.intervalMs, (push) => this.emitter.push(push), (older, newer) => ({
      ...newer,
      data: throttle.merge(older.data, newer.data),
    }));
    this.bus.on(name, (e) => gate.push(throttle.key(e), this.build(route, e)));
  }

  private build<K extends DomainEventName, E extends BrowserEventName>(route: PushRoute<K, E>, e: DomainEventMap[K]): Push<E> {
    return { event: route.event, data: route.data(e), to: route.to(e) };
  }
}
