import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type FindOptionsWhere, type Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { EventBus, type AuthContext } from '@gengyun/core';
import { UserMessage } from './user-message.entity';
import type { MessagePageDto } from './notice.dto';

type Caller = Pick<AuthContext, 'enterpriseId' | 'userId'>;

/** The caller's own inbox (my/message). */
@Injectable()
export class UserMessageService {
  constructor(
    @InjectRepository(UserMessage) private readonly repo: Repository<UserMessage>,
    private readonly events: EventBus,
  ) {}

  async page(ctx: Caller, dto: MessagePageDto): Promise<Page<UserMessage>> {
    const where: FindOptionsWhere<UserMessage> = { enterprise_id: ctx.enterpriseId, user_id: ctx.userId };
    if (dto.is_read !== undefined) where.is_read = String(dto.is_read) === '1';
    const [rows, total] = await this.repo.findAndCount({
      where,
      order: { id: 'DESC' },
      skip: (dto.pageNumber - 1) * dto.pageSize,
      take: dto.pageSize,
    });
    return { rows, total };
  }

  /**
   * Puts messages in users' inboxes on behalf of the platform (an overdue work order, …): titles and texts come already
   * in each recipient's language; the caller has decided who may be told. `link`: the admin route it is about. Each
   * recipient's header then hears of it with their new unread count (`message.new`, to them alone).
   */
  async deliver(enterpriseId: number, messages: ReadonlyArray<{ userId: number; title: string; content: string; link?: string }>): Promise<void> {
    if (!messages.length) return;
    const now = new Date();
    const rows = messages.map((m) => ({
      enterprise_id: enterpriseId,
      create_time: now,
      update_time: now,
      create_user_id: null,
      user_id: m.userId,
      notice_id: null,
      title: m.title.slice(0, 200),
      content: m.content,
      link: m.link ?? null,
      is_read: false,
      read_time: null,
    }));
    await this.repo.createQueryBuilder().insert().into(UserMessage).values(rows).updateEntity(false).execute();
    await this.announce(enterpriseId, messages);
  }

  /** One push per recipient: their newest message and unread count (read after the insert, so it includes it). */
  private async announce(enterpriseId: number, messages: ReadonlyArray<{ userId: number; title: string }>): Promise<void> {
    const userIds = [...new Set(messages.map((m) => m.userId))];
    const counts = (await this.repo
      .createQueryBuilder('m')
      .select('m.user_id', 'userId')
      .addSelect('COUNT(*)', 'unread')
      .addSelect('MAX(m.id)', 'last')
      .where('m.enterprise_id = :enterpriseId AND m.is_read = :unread AND m.user_id IN (:...userIds)', { enterpriseId, unread: false, userIds })
      .groupBy('m.user_id')
      .getRawMany()) as Array<{ userId: number | string; unread: number | string; last: number | string }>;
    const title = new Map(messages.map((m) => [m.userId, m.title.slice(0, 200)]));
    for (const c of counts) {
      const userId = Number(c.userId);
      this.events.emit('message.delivered', { enterpriseId, userId, id: Number(c.last), title: title.get(userId) ?? '', unread: Number(c.unread) });
    }
  }

  async unread(ctx: Caller): Promise<number> {
    return this.repo.count({ where: { enterprise_id: ctx.enterpriseId, user_id: ctx.userId, is_read: false } });
  }

  /** Marks messages read; ids of other users' messages are ignored. Returns how many changed. */
  async read(ctx: Caller, ids?: number[]): Promise<number> {
    const where: FindOptionsWhere<UserMessage> = { enterprise_id: ctx.enterpriseId, user_id: ctx.userId, is_read: false };
    if (ids?.length === 0) return 0;
    if (ids) where.id = In(ids);
    const result = await this.repo.update(where, { is_read: true, read_time: new Date(), update_time: new Date() });
    return result.affected ?? 0;
  }
}
