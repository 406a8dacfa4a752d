import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { WORK_ORDER_NOTICE_KINDS, type WorkOrderNoticeKind, type WorkOrderNoticePreferences } from '@gengyun/contracts';
import { isUniqueViolation, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { WorkOrderNoticePreference } from './work-order-notice-preference.entity';
import type { WorkOrderNoticePreferencesDto } from './work-order-notice.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId'>;

/** Who receives one kind of message, by channel. */
export interface NoticeReaders {
  inApp: number[];
  mail: number[];
  sms: number[];
}

const parse = (text: string | undefined): Set<string> => new Set((text ?? '').split(',').filter(Boolean));
const kindsWhere = (keep: (kind: WorkOrderNoticeKind) => boolean): string => WORK_ORDER_NOTICE_KINDS.filter(keep).join(',');

/**
 * How each user receives each kind of work-order message: in the app and by mail unless they turned the kind off
 * there (mail only once they have an address), by SMS only the kinds they turned on.
 */
@Injectable()
export class WorkOrderNoticePreferencesService {
  constructor(
    @InjectRepository(WorkOrderNoticePreference) private readonly repo: Repository<WorkOrderNoticePreference>,
    private readonly directory: UserDirectory,
  ) {}

  async mine(ctx: Caller): Promise<WorkOrderNoticePreferences> {
    const [row, [me]] = await Promise.all([this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, user_id: ctx.userId } }), this.directory.byIds(ctx.enterpriseId, [ctx.userId])]);
    const [off, mailOff, smsOn] = [parse(row?.disabled), parse(row?.mail_disabled), parse(row?.sms_enabled)];
    return {
      kinds: WORK_ORDER_NOTICE_KINDS.map((kind) => ({ kind, enabled: !off.has(kind), mail: !mailOff.has(kind), sms: smsOn.has(kind) })),
      hasMail: !!me?.mail,
      hasPhone: !!me?.phone,
    };
  }

  /** Replaces the caller's choice; a second save at the same moment simply wins after the first. */
  async save(ctx: Caller, dto: WorkOrderNoticePreferencesDto): Promise<WorkOrderNoticePreferences> {
    const fields = {
      disabled: kindsWhere((k) => dto.disabled.includes(k)),
      mail_disabled: dto.mail ? kindsWhere((k) => !dto.mail!.includes(k)) : '',
      sms_enabled: kindsWhere((k) => !!dto.sms?.includes(k)),
      update_time: new Date(),
    };
    const where = { enterprise_id: ctx.enterpriseId, user_id: ctx.userId };
    const updated = await this.repo.update(where, fields);
    if (!updated.affected) {
      try {
        await this.repo.insert({ ...where, ...fields, create_user_id: ctx.userId, create_time: new Date() });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await this.repo.update(where, fields);
      }
    }
    return this.mine(ctx);
  }

  /** Those of the users who receive this kind in the app, by mail (having an address) and by SMS. */
  async receiving(enterpriseId: number, kind: WorkOrderNoticeKind, userIds: readonly number[]): Promise<NoticeReaders> {
    const ids = [...new Set(userIds)];
    if (!ids.length) return { inApp: [], mail: [], sms: [] };
    const rows = new Map((await this.repo.find({ where: { enterprise_id: enterpriseId, user_id: In(ids) } })).map((r) => [r.user_id, r]));
    const wants = (id: number, column: 'disabled' | 'mail_disabled' | 'sms_enabled'): boolean => parse(rows.get(id)?.[column]).has(kind) === (column === 'sms_enabled');
    const mailWanted = ids.filter((id) => wants(id, 'mail_disabled'));
    const withMail = mailWanted.length ? new Set((await this.directory.byIds(enterpriseId, mailWanted)).filter((u) => u.mail).map((u) => u.id)) : new Set<number>();
    return { inApp: ids.filter((id) => wants(id, 'disabled')), mail: mailWanted.filter((id) => withMail.has(id)), sms: ids.filter((id) => wants(id, 'sms_enabled')) };
  }
}
