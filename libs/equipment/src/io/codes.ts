import type { EntityManager, EntityTarget } from 'typeorm';
import { LIKE_ESCAPE, startsWithPattern } from '@gengyun/core';

/** `IO20261122-0003`: prefix, UTC date and the next free sequence of the enterprise for that day. */
export async function uniqueCode(m: EntityManager, entity: EntityTarget<{ code: string; enterprise_id: number }>, enterpriseId: number, prefix: string): Promise<string> {
  const d = new Date();
  const day = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  const base = `${prefix}${day}-`;
  const repo = m.getRepository(entity);
  const used = await repo.createQueryBuilder('c').where(`c.enterprise_id = :e AND c.code LIKE :p ${LIKE_ESCAPE}`, { e: enterpriseId, p: startsWithPattern(base) }).getCount();
  for (let n = used + 1; ; n++) {
    const code = `${base}${String(n).padStart(4, '0')}`;
    if (!(await repo.exists({ where: { enterprise_id: enterpriseId, code } }))) return code;
  }
}
