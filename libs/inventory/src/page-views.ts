import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { paginate, type PageQueryDto } from '@gengyun/core';

/** One page of an ordered list query (core's `paginate`), its rows answered as the list's views. */
export async function pageViews<T extends ObjectLiteral, R>(qb: SelectQueryBuilder<T>, page: PageQueryDto, views: (rows: T[]) => Promise<R[]>): Promise<Page<R>> {
  const { rows, total } = await paginate(qb, page);
  return { rows: await views(rows), total };
}
