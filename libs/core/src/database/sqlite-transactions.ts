import { EntityManager } from 'typeorm';

const tails = new WeakMap<object, Promise<unknown>>();
let installed = false;

/**
 * TypeORM's SQLite drivers share one connection, so two transactions started at once collide ("cannot start
 * a transaction within a transaction"). Top-level transactions on a better-sqlite3 data source are queued
 * instead; nested ones (a manager already bound to a query runner) run inside their parent.
 */
export function serialiseSqliteTransactions(): void {
  if (installed) return;
  installed = true;
  const original = EntityManager.prototype.transaction;
  const queued = function (this: EntityManager, ...args: unknown[]): Promise<unknown> {
    const run = (): Promise<unknown> => (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (this.connection.options.type !== 'better-sqlite3' || this.queryRunner) return run();
    const previous = tails.get(this.connection) ?? Promise.resolve();
    const result = previous.then(run, run);
    tails.set(this.connection, result.catch(() => undefined));
    return result;
  };
  EntityManager.prototype.transaction = queued as typeof original;
}
