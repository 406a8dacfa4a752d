import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isKeyParam, type Lang, type MessageKey, type Page } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import { Translator } from '../i18n/translator';
import type { PageQueryDto } from '../http/dto.helpers';
import { AuditLog } from './audit-log.entity';
import { AuditOwners, type AuditReader } from './audit-owners';
import { maskParam, maskPersonalData } from './personal-data';

export interface RemarkPart {
  key: MessageKey;
  /** Plain values, or `{ key }` params (see `KeyParam`) translated in the reader's language. */
  params?: unknown[];
}

export interface AuditEntry {
  create_time: Date;
  create_user_name: string | null;
  remark: RemarkPart[];
  /** The remark in the caller's language. */
  text: string;
}

type Actor = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;

/** The name changes made by the platform itself are recorded under (user id 0); readers see it in their language. */
export const SYSTEM_ACTOR_NAME = 'system';
const isSystem = (row: Pick<AuditLog, 'create_user_id' | 'create_user_name'>): boolean => !row.create_user_id && row.create_user_name === SYSTEM_ACTOR_NAME;

@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditLog) private readonly repo: Repository<AuditLog>,
    private readonly translator: Translator,
    private readonly owners: AuditOwners,
  ) {}

  /** Records a change; pass the transaction's manager so the entry commits or rolls back with it. */
  async record(actor: Actor, businessNo: string, dataId: number, remark: RemarkPart[], manager?: EntityManager): Promise<void> {
    await this.recordMany(actor, [{ businessNo, dataId, remark }], manager);
  }

  /** Changes of one actor to many objects (a batch of new records), with one statement. */
  async recordMany(actor: Actor, changes: ReadonlyArray<{ businessNo: string; dataId: number; remark: RemarkPart[] }>, manager?: EntityManager): Promise<void> {
    if (!changes.length) return;
    const repo = manager ? manager.getRepository(AuditLog) : this.repo;
    const now = new Date();
    await repo.insert(
      changes.map((c) => ({
        enterprise_id: actor.enterpriseId,
        business_no: c.businessNo,
        data_id: c.dataId,
        remark: JSON.stringify(c.remark),
        create_user_id: actor.userId,
        create_user_name: actor.name,
        create_time: now,
      })),
    );
  }

  /**
   * The change log of one object, for `/log/pageList` and every screen that shows one: the area that registered the
   * business number decides who may read it (permission, then the object in the caller's enterprise and scope), and
   * personal data in the remarks is masked for readers the people area did not name.
   */
  async read(ctx: AuditReader & Pick<AuthContext, 'lang'>, businessNo: string, dataId: number, page: PageQueryDto): Promise<Page<AuditEntry>> {
    await this.owners.authorize(ctx, businessNo, dataId);
    const mask = !this.owners.readsPersonalData(ctx);
    const [rows, total] = await this.repo.findAndCount({
      where: { enterprise_id: ctx.enterpriseId, business_no: businessNo, data_id: dataId },
      order: { create_time: 'DESC', id: 'DESC' },
      skip: (page.pageNumber - 1) * page.pageSize,
      take: page.pageSize,
    });
    return { rows: await Promise.all(rows.map((row) => this.toEntry(row, ctx.lang, ctx.enterpriseId, mask))), total };
  }

  private async toEntry(row: AuditLog, lang: Lang, enterpriseId: number, mask: boolean): Promise<AuditEntry> {
    const stored = JSON.parse(row.remark) as RemarkPart[];
    const remark = mask ? stored.map((part) => (part.params ? { ...part, params: part.params.map(maskParam) } : part)) : stored;
    const t = (key: string, params: readonly unknown[] = []) => this.translator.t(key, lang, params, enterpriseId);
    const texts = await Promise.all(remark.map(async (part) => t(part.key, await Promise.all((part.params ?? []).map((p) => (isKeyParam(p) ? t(p.key) : p))))));
    const text = texts.join('; ');
    const who = isSystem(row) ? await t('common.audit.system') : row.create_user_name;
    return { create_time: row.create_time, create_user_name: who, remark, text: mask ? maskPersonalData(text) : text };
  }
}
