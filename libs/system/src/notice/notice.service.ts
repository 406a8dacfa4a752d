import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, EventBus, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { UserDirectory } from '@gengyun/identity';
import { Notice } from './notice.entity';
import { UserMessage } from './user-message.entity';
import type { NoticeAddDto, NoticePageDto, NoticeUpdateDto } from './notice.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;

export const NOTICE_BUSINESS_NO = 'notice';
/** Rows per INSERT when publishing, well under both drivers' parameter limits. */
const INSERT_CHUNK = 500;

export interface NoticeView extends Omit<Notice, 'target_role_ids'> {
  role_ids: number[];
}

/** Announcements and notices: drafts are edited, publishing sends one message to each target user. */
@Injectable()
export class NoticeService {
  constructor(
    @InjectRepository(Notice) private readonly repo: Repository<Notice>,
    private readonly directory: UserDirectory,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  async page(ctx: Caller, dto: NoticePageDto): Promise<Page<NoticeView>> {
    const qb = scoped(this.repo.createQueryBuilder('n'), ctx);
    if (dto.type) qb.andWhere('n.type = :type', { type: dto.type });
    if (dto.status) qb.andWhere('n.status = :status', { status: dto.status });
    whereKeyword(qb, dto.keyword, ['n.title']);
    const page = await paginate(qb.orderBy('n.id', 'DESC'), dto);
    return { rows: page.rows.map(toView), total: page.total };
  }

  async detail(ctx: Caller, id: number): Promise<NoticeView> {
    return toView(await findScoped(this.repo, ctx, id));
  }

  async add(ctx: Caller, dto: NoticeAddDto): Promise<NoticeView> {
    const roleIds = targetRoles(dto);
    await this.directory.checkRoles(ctx, roleIds);
    return this.dataSource.transaction(async (manager) => {
      const notice = manager.create(Notice, {
        enterprise_id: ctx.enterpriseId,
        create_user_id: ctx.userId,
        title: dto.title,
        content: dto.content,
        type: dto.type,
        status: 'draft',
        publish_time: null,
        target_type: dto.target_type,
        target_role_ids: roleIds ? roleIds.join(',') : null,
      });
      await manager.save(notice);
      await this.audit.record(ctx, NOTICE_BUSINESS_NO, notice.id, [{ key: 'system.audit.noticeCreated', params: [notice.title] }], manager);
      return toView(notice);
    });
  }

  async update(ctx: Caller, dto: NoticeUpdateDto): Promise<NoticeView> {
    const roleIds = targetRoles(dto);
    const notice = await findScoped(this.repo, ctx, dto.id);
    if (notice.status !== 'draft') throw BusinessError.conflict('system.errors.noticePublished');
    await this.directory.checkRoles(ctx, roleIds);
    Object.assign(notice, {
      title: dto.title,
      content: dto.content,
      type: dto.type,
      target_type: dto.target_type,
      target_role_ids: roleIds ? roleIds.join(',') : null,
    });
    return this.dataSource.transaction(async (manager) => {
      await manager.save(notice);
      await this.audit.record(ctx, NOTICE_BUSINESS_NO, notice.id, [{ key: 'system.audit.noticeUpdated', params: [notice.title] }], manager);
      return toView(notice);
    });
  }

  /** Deleting a published notice also withdraws its messages. */
  async delete(ctx: Caller, id: number): Promise<void> {
    const notice = await findScoped(this.repo, ctx, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(UserMessage, { enterprise_id: ctx.enterpriseId, notice_id: notice.id });
      await manager.delete(Notice, { id: notice.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, NOTICE_BUSINESS_NO, notice.id, [{ key: 'system.audit.noticeDeleted', params: [notice.title] }], manager);
    });
  }

  /** Draft → published; the messages are written with batched inserts in the same transaction, then `notice.published` is emitted. */
  async publish(ctx: Caller, id: number): Promise<{ recipients: number }> {
    const notice = await findScoped(this.repo, ctx, id);
    if (notice.status !== 'draft') throw BusinessError.conflict('system.errors.noticePublished');
    const audience = notice.target_type === 'roles' ? this.directory.byRoles(ctx.enterpriseId, parseIds(notice.target_role_ids)) : this.directory.all(ctx.enterpriseId);
    const userIds = (await audience).map((u) => u.id);
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      const moved = await manager.update(Notice, { id: notice.id, enterprise_id: ctx.enterpriseId, status: 'draft' }, { status: 'published', publish_time: now, update_time: now });
      if (moved.affected === 0) throw BusinessError.conflict('system.errors.noticePublished');
      const rows = userIds.map((userId) => ({
        enterprise_id: ctx.enterpriseId,
        create_time: now,
        update_time: now,
        create_user_id: ctx.userId,
        user_id: userId,
        notice_id: notice.id,
        title: notice.title,
        content: notice.content,
        is_read: false,
        read_time: null,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await manager.createQueryBuilder().insert().into(UserMessage).values(rows.slice(i, i + INSERT_CHUNK)).updateEntity(false).execute();
      }
      await this.audit.record(ctx, NOTICE_BUSINESS_NO, notice.id, [{ key: 'system.audit.noticePublished', params: [notice.title, userIds.length] }], manager);
    });
    this.events.emit('notice.published', { enterpriseId: ctx.enterpriseId, id: notice.id, title: notice.title, userIds });
    return { recipients: userIds.length };
  }
}

const targetRoles = (dto: NoticeAddDto): number[] | undefined => {
  if (dto.target_type === 'all') return undefined;
  if (!dto.role_ids?.length) throw new BusinessError('system.errors.noticeNoRoles', 422);
  return [...new Set(dto.role_ids)];
};

const parseIds = (text: string | null): number[] => (text ? text.split(',').map(Number).filter((n) => n > 0) : []);

const toView = (notice: Notice): NoticeView => {
  const { target_role_ids, ...rest } = notice;
  return { ...rest, role_ids: parseIds(target_role_ids) } as NoticeView;
};
