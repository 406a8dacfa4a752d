import type { ObjectLiteral, Repository } from 'typeorm';
import type { MessageKey } from '@gengyun/contracts';
import { scoped, type AuthContext, type ScopeColumns } from '@gengyun/core';
import type { RowNotes } from './sheet-rows';

/** A row already stored that an import row names, read at the version the import will update it at (rows without versions: 0). */
export interface Stored<T> {
  row: T;
  version: number;
}
type Named = ObjectLiteral & { id: number; version?: number };

/**
 * What an import row's name (the sheets' key for plans and routes, which have no code) names: nothing yet (`null`,
 * the row adds), one row in the caller's scopes (the row updates it), or a refusal — the name is taken by a row
 * outside the caller's scopes (so a scoped importer can neither change it nor make a second one beside it), or by
 * several rows, so that the sheet cannot say which.
 */
export async function storedByName<T extends Named>(
  repo: Repository<T>,
  ctx: AuthContext,
  scope: ScopeColumns,
  name: string,
): Promise<{ stored: Stored<T> | null } | { refusal: MessageKey }> {
  const seen = await scoped(repo.createQueryBuilder('n'), ctx, scope).andWhere('n.name = :name', { name }).orderBy('n.id', 'ASC').take(2).getMany();
  if (seen.length > 1) return { refusal: 'maintenance.transfer.errors.nameAmbiguous' };
  const [row] = seen;
  if (row) return { stored: { row, version: row.version ?? 0 } };
  const hidden = await repo.createQueryBuilder('n').where('n.enterprise_id = :e AND n.name = :name', { e: ctx.enterpriseId, name }).getExists();
  return hidden ? { refusal: 'common.errors.outsideScope' } : { stored: null };
}

/**
 * The stored rows a sheet's rows name, for one import: a name twice in the sheet, or one `storedByName` refuses, is
 * said on the row's name column.
 */
export class NamedRows<T extends Named> {
  private readonly seen = new Set<string>();

  constructor(
    private readonly repo: Repository<T>,
    private readonly ctx: AuthContext,
    private readonly scope: ScopeColumns,
  ) {}

  async of<F extends string>(n: RowNotes<F>, field: F, name: string | null | false): Promise<Stored<T> | null> {
    if (!name) return null;
    if (this.seen.has(name)) {
      n.say('maintenance.transfer.errors.nameRepeated', field);
      return null;
    }
    this.seen.add(name);
    const found = await storedByName(this.repo, this.ctx, this.scope, name);
    if ('stored' in found) return found.stored;
    n.say('workOrder.transfer.errors.rowRefused', field, { key: found.refusal });
    return null;
  }
}
