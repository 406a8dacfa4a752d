import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@gengyun/core';

/** A count on the home work bench, for the caller (e.g. unread messages, open alarms, my work orders). */
export type WorkbenchCounter = (ctx: AuthContext) => Promise<number>;

/** Areas register their work-bench counts here; `/home/counts` answers them all in one call. */
@Injectable()
export class WorkbenchRegistry {
  private readonly counters = new Map<string, WorkbenchCounter>();

  register(key: string, counter: WorkbenchCounter): void {
    this.counters.set(key, counter);
  }

  async counts(ctx: AuthContext): Promise<Record<string, number>> {
    const entries = await Promise.all([...this.counters].map(async ([key, count]) => [key, await count(ctx)] as const));
    return Object.fromEntries(entries);
  }
}
