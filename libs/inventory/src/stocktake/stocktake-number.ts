import type { EntityManager } from 'typeorm';
import { LIKE_ESCAPE, startsWithPattern } from '@gengyun/core';
import { Stocktake } from './stocktake.entity';

/** `ST20261127-0003`: the business-number rule of the other areas' counts — prefix, UTC day, the enterprise's next sequence that day. */
export async function stocktakeNumber(m: EntityManager, enterpriseId: number, now = new Date()): Promise<string> {
  const base = `ST${now.toISOString().slice(0, 10).replace(/-/g, '')}-`;
  const repo = m.getRepository(Stocktake);
  const used = await repo.createQueryBuilder('s').where(`s.enterprise_id = :e AND s.code LIKE :p ${LIKE_ESCAPE}`, { e: enterpriseId, p: startsWithPattern(base) }).getCount();
  for (let n = used + 1; ; n++) {
    const code = `${base}${String(n).padStart(4, '0')}`;
    if (!(await repo.exists({ where: { enterprise_id: enterpriseId, code } }))) return code;
  }
}
