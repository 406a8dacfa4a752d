import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Who receives a published notice: the enterprise's active users, or those holding one of the roles.
 * Reads the identity area's `user` and `user_role` tables by name (no entity import); to be replaced by a
 * user-directory service exported from identity once it offers one.
 */
@Injectable()
export class NoticeAudience {
  constructor(private readonly dataSource: DataSource) {}

  async userIds(enterpriseId: number, roleIds?: readonly number[]): Promise<number[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('DISTINCT u.id', 'id')
      .from('user', 'u')
      .where('u.enterprise_id = :enterpriseId', { enterpriseId })
      .andWhere('u.enabled = :enabled', { enabled: true })
      .andWhere('u.deleted_time IS NULL');
    if (roleIds) {
      if (roleIds.length === 0) return [];
      qb.innerJoin('user_role', 'ur', 'ur.user_id = u.id').andWhere('ur.role_id IN (:...roleIds)', { roleIds: [...roleIds] });
    }
    const rows = await qb.orderBy('u.id').getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
