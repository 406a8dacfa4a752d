import type { ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import type { DataScope, Page } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import { BusinessError } from '../http/business-error';
import type { PageQueryDto } from '../http/dto.helpers';
import { LIKE_ESCAPE, containsPattern } from '../search/like-pattern';

/** Which column holds each data-permission dimension: of the queried table, or `alias.column` of a joined one. */
export type ScopeColumns = Partial<Record<DataScope, string>>;

let paramSeq = 0;

/**
 * The one place tenancy and data permissions are applied: the caller's enterprise, and for every
 * dimension the table has, the ids the caller may see. Every area's service builds its queries on this.
 */
export function scoped<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>,
  columns: ScopeColumns = {},
  owned?: OwnedRows,
): SelectQueryBuilder<T> {
  const alias = qb.alias;
  const p = `ent${++paramSeq}`;
  qb.andWhere(`${alias}.enterprise_id = :${p}`, { [p]: ctx.enterpriseId });
  if (ctx.isAdmin) return qb;
  const conditions: string[] = [];
  const params: ObjectLiteral = {};
  for (const [scope, column] of Object.entries(columns) as Array<[DataScope, string]>) {
    const allowed = ctx.scopes[scope];
    if (!allowed) continue;
    if (allowed.length === 0) {
      conditions.push('1 = 0');
      continue;
    }
    const name = `scope${++paramSeq}`;
    conditions.push(`${column.includes('.') ? column : `${alias}.${column}`} IN (:...${name})`);
    params[name] = allowed;
  }
  if (!conditions.length) return qb;
  if (!owned) return qb.andWhere(conditions.join(' AND '), params);
  return qb.andWhere(`((${conditions.join(' AND ')}) OR ${owned.sql})`, { ...params, ...owned.params });
}

/**
 * Rows a caller sees whatever their data scope says, because they are theirs (a work order they are in charge of or
 * handle): an SQL condition on the queried alias, with its parameters (names unique to the caller's query).
 */
export interface OwnedRows {
  sql: string;
  params: ObjectLiteral;
}

/** A row of the caller's enterprise within their data scopes, or "not found" — never another tenant's. */
export async function findScoped<T extends ObjectLiteral>(
  repo: Repository<T>,
  ctx: Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>,
  id: number,
  columns: ScopeColumns = {},
  alias = 't',
  owned?: OwnedRows,
): Promise<T> {
  const row = await scoped(repo.createQueryBuilder(alias), ctx, columns, owned).andWhere(`${alias}.id = :id`, { id }).getOne();
  if (!row) throw BusinessError.notFound();
  return row;
}

export async function paginate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, page: PageQueryDto): Promise<Page<T>> {
  const [rows, total] = await qb
    .skip((page.pageNumber - 1) * page.pageSize)
    .take(page.pageSize)
    .getManyAndCount();
  return { rows, total };
}

export interface ByIdsOptions {
  /** An index that covers the filter (MySQL only), for filters the optimiser would answer by walking the primary key. */
  index?: string;
  /**
   * For selective filters (a keyword): read every matching id in one statement when there are at most this many,
   * which gives the page and the total from a single scan; otherwise page and count as usual.
   */
  wholeUpTo?: number;
  /**
   * With `wholeUpTo`: when more rows match, count no further — the total is `wholeUpTo`, flagged `totalCapped` — and
   * page past it by offset, uncounted.
   */
  capTotal?: boolean;
}

/**
 * A page of a large table: the page's ids and the total are read from the query's indexes alone — side by side,
 * on MySQL each on its own pooled connection — then the page's rows by primary key.
 */
export async function paginateByIds<T extends ObjectLiteral & { id: number }>(
  qb: SelectQueryBuilder<T>,
  page: PageQueryDto,
  { index, wholeUpTo, capTotal }: ByIdsOptions = {},
): Promise<Page<T>> {
  const alias = qb.alias;
  const offset = (page.pageNumber - 1) * page.pageSize;
  const idQuery = () => {
    const q = qb.clone().select(`${alias}.id`, 'id');
    return index ? q.useIndex(index) : q;
  };
  const readIds = async (q: SelectQueryBuilder<T>) => (await q.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  let order: number[] | undefined;
  let total = 0;
  let capped = false;
  const count = () => {
    const q = qb.clone().orderBy();
    return (index ? q.useIndex(index) : q).getCount();
  };
  if (wholeUpTo) {
    const all = await readIds(idQuery().limit(wholeUpTo + 1));
    if (all.length <= wholeUpTo) [order, total] = [all.slice(offset, offset + page.pageSize), all.length];
    else if (capTotal) {
      [total, capped] = [wholeUpTo, true];
      order = offset + page.pageSize <= wholeUpTo ? all.slice(offset, offset + page.pageSize) : await readIds(idQuery().offset(offset).limit(page.pageSize));
    }
    // More matches: a page among the first ones is in hand already, and only the total is left to read.
    else if (offset + page.pageSize <= wholeUpTo) [order, total] = [all.slice(offset, offset + page.pageSize), await count()];
  }
  if (!order) [order, total] = await Promise.all([readIds(idQuery().offset(offset).limit(page.pageSize)), count()]);
  const flag = capped ? ({ totalCapped: true } as const) : {};
  if (!order.length) return { rows: [], total, ...flag };
  const rows = await qb.connection.getRepository<T>(qb.expressionMap.mainAlias!.target).createQueryBuilder(alias).whereInIds(order).getMany();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return { rows: order.map((id) => byId.get(id)).filter((r): r is T => r !== undefined), total, ...flag };
}

/** `(a LIKE :p OR b LIKE :p)` for a keyword over columns, the keyword's wildcards escaped (`containsPattern`). */
export function whereKeyword<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keyword: string | undefined,
  columns: string[],
): SelectQueryBuilder<T> {
  if (!keyword) return qb;
  const name = `kw${++paramSeq}`;
  const pattern = containsPattern(keyword);
  const clause = columns.map((c) => `${c} LIKE :${name} ${LIKE_ESCAPE}`).join(' OR ');
  return qb.andWhere(`(${clause})`, { [name]: pattern });
}
