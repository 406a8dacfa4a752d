import { Injectable, Logger } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from './domain-events';

type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => void | Promise<void>;

/**
 * Typed in-process domain event bus. `emit` returns at once; listeners run after the current tick, and one
 * listener's failure is logged without touching the emitter or the other listeners.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('EventBus');
  private readonly listeners = new Map<DomainEventName, Set<Listener<never>>>();
  private readonly pending = new Set<Promise<void>>();

  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void {
    const set = this.listeners.get(name) ?? new Set<Listener<never>>();
    set.add(listener as Listener<never>);
    this.listeners.set(name, set);
    return () => void set.delete(listener as Listener<never>);
  }

  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      const run = Promise.resolve()
        .then(() => (listener as Listener<K>)(payload))
        .catch((error: unknown) => this.logger.error(`listener of ${name} failed: ${String(error)}`))
        .finally(() => this.pending.delete(run));
      this.pending.add(run);
    }
  }

  /** Resolves when every listener started so far has finished (used on shutdown and in tests). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
