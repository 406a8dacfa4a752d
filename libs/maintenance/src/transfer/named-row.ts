import type { ObjectLiteral, Repository } from 'typeorm';
import { inScope, type AuthContext, type ObjectScope, type ScopeColumns } from '@gengyun/core';
import type { RowNotes } from './sheet-rows';

/** A row already stored that an import row names, read at the version the import will update it at (rows without versions: 0). */
export interface Stored<T> {
  row: T;
  version: number;
}
type Named = ObjectLiteral & { id: number; version?: number };

/** Names one sheet-wide read asks for at most; a larger sheet reads in as many parts. */
const NAMES_PER_READ = 1000;

/**
 * The stored rows a sheet's rows name (the sheets' key for plans and routes, which have no code), for one import:
 * nothing yet (`null`, the row adds), one row in the caller's scopes (the row updates it), or a refusal — the name
 * is taken by a row outside the caller's scopes (so a scoped importer can neither change it nor make a second one
 * beside it), or by several rows, so that the sheet cannot say which. Every name of the sheet is read with one query (per thousand
 * names) on the first ask, then each row is answered from what was read. A name twice in the sheet is
 * said on the row's name column. Names compare as the database compares them (MariaDB's collation ignores case):
 * the read asks the database, and a row answers a sheet name equal to it ignoring case.
 */
export class NamedRows<T extends Named> {
  private readonly seen = new Set<string>();
  private read?: Promise<T[]>;

  constructor(
    private readonly repo: Repository<T>,
    private readonly ctx: AuthContext,
    private readonly scope: ScopeColumns,
    private readonly names: readonly string[],
  ) {}

  async of<F extends string>(n: RowNotes<F>, field: F, name: string | null | false): Promise<Stored<T> | null> {
    if (!name) return null;
    if (this.seen.has(name)) {
      n.say('maintenance.transfer.errors.nameRepeated', field);
      return null;
    }
    this.seen.add(name);
    this.read ??= this.readAll();
    const key = name.toLowerCase();
    const named = (await this.read).filter((r) => String(r.name).toLowerCase() === key);
    const visible = named.filter((r) => this.visible(r));
    if (visible.length > 1) n.say('workOrder.transfer.errors.rowRefused', field, { key: 'maintenance.transfer.errors.nameAmbiguous' });
    else if (visible[0]) return { row: visible[0], version: visible[0].version ?? 0 };
    else if (named.length) n.say('workOrder.transfer.errors.rowRefused', field, { key: 'common.errors.outsideScope' });
    return null;
  }

  private async readAll(): Promise<T[]> {
    const names = [...new Set(this.names.filter(Boolean))];
    const rows: T[] = [];
    for (let i = 0; i < names.length; i += NAMES_PER_READ) {
      rows.push(...(await this.repo.createQueryBuilder('n').where('n.enterprise_id = :e AND n.name IN (:...names)', { e: this.ctx.enterpriseId, names: names.slice(i, i + NAMES_PER_READ) }).orderBy('n.id', 'ASC').getMany()));
    }
    return rows;
  }

  /** Whether the caller's scopes hold the row: `scoped`'s condition, on the row's own scope columns. */
  private visible(row: T): boolean {
    const at = Object.fromEntries(Object.entries(this.scope).map(([dimension, column]) => [dimension, (row as Record<string, unknown>)[column as string] ?? null])) as ObjectScope;
    return inScope(this.ctx, at);
  }
}
