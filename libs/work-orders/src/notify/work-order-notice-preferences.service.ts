import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { WORK_ORDER_NOTICE_KINDS, type WorkOrderNoticeKind, type WorkOrderNoticePreferences } from '@gengyun/contracts';
import { isUniqueViolation, type AuthContext } from '@gengyun/core';
import { WorkOrderNoticePreference } from './work-order-notice-preference.entity';
import type { WorkOrderNoticePreferencesDto } from './work-order-notice.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId'>;

const parse = (text: string | undefined): Set<string> => new Set((text ?? '').split(',').filter(Boolean));

/** Which kinds of work-order messages each user receives: everything, unless they turned kinds off. */
@Injectable()
export class WorkOrderNoticePreferencesService {
  constructor(@InjectRepository(WorkOrderNoticePreference) private readonly repo: Repository<WorkOrderNoticePreference>) {}

  async mine(ctx: Caller): Promise<WorkOrderNoticePreferences> {
    const row = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, user_id: ctx.userId } });
    const off = parse(row?.disabled);
    return { kinds: WORK_ORDER_NOTICE_KINDS.map((kind) => ({ kind, enabled: !off.has(kind) })) };
  }

  /** Replaces the caller's choice; a second save at the same moment simply wins after the first. */
  async save(ctx: Caller, dto: WorkOrderNoticePreferencesDto): Promise<WorkOrderNoticePreferences> {
    const disabled = WORK_ORDER_NOTICE_KINDS.filter((k) => dto.disabled.includes(k)).join(',');
    const where = { enterprise_id: ctx.enterpriseId, user_id: ctx.userId };
    const updated = await this.repo.update(where, { disabled, update_time: new Date() });
    if (!updated.affected) {
      try {
        await this.repo.insert({ ...where, create_user_id: ctx.userId, create_time: new Date(), update_time: new Date(), disabled });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await this.repo.update(where, { disabled, update_time: new Date() });
      }
    }
    return this.mine(ctx);
  }

  /** Those of the users who receive this kind. */
  async receiving(enterpriseId: number, kind: WorkOrderNoticeKind, userIds: readonly number[]): Promise<number[]> {
    if (!userIds.length) return [];
    const rows = await this.repo.find({ where: { enterprise_id: enterpriseId, user_id: In([...new Set(userIds)]) } });
    const off = new Set(rows.filter((r) => parse(r.disabled).has(kind)).map((r) => r.user_id));
    return userIds.filter((id) => !off.has(id));
  }
}
