import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, type Page } from '@gengyun/contracts';
import { Ctx, IdDto, LoggedIn, Permission, reply, type AuthContext, type Reply } from '@gengyun/core';
import { NoticeService, type NoticeView } from './notice.service';
import { UserMessageService } from './user-message.service';
import { MessagePageDto, MessageReadDto, NoticeAddDto, NoticePageDto, NoticeUpdateDto } from './notice.dto';
import type { UserMessage } from './user-message.entity';

/** Announcements and notices (management) and the caller's own messages. */
@Controller()
export class NoticeController {
  constructor(
    private readonly notices: NoticeService,
    private readonly messages: UserMessageService,
  ) {}

  @Permission(Codes.system.noticeList, Codes.system.notice)
  @Post('/notice/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: NoticePageDto): Promise<Page<NoticeView>> {
    return this.notices.page(ctx, dto);
  }

  @Permission(Codes.system.noticeList, Codes.system.notice)
  @Post('/notice/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<NoticeView> {
    return this.notices.detail(ctx, dto.id);
  }

  @Permission(Codes.system.notice)
  @Post('/notice/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: NoticeAddDto): Promise<Reply<NoticeView>> {
    return reply(await this.notices.add(ctx, dto));
  }

  @Permission(Codes.system.notice)
  @Post('/notice/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: NoticeUpdateDto): Promise<Reply<NoticeView>> {
    return reply(await this.notices.update(ctx, dto));
  }

  @Permission(Codes.system.notice)
  @Post('/notice/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.notices.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(Codes.system.noticePublish)
  @Post('/notice/publish')
  async publish(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<{ recipients: number }>> {
    return reply(await this.notices.publish(ctx, dto.id), 'system.notifications.published');
  }

  @LoggedIn()
  @Post('/message/my/pageList')
  myMessages(@Ctx() ctx: AuthContext, @Body() dto: MessagePageDto): Promise<Page<UserMessage>> {
    return this.messages.page(ctx, dto);
  }

  @LoggedIn()
  @Post('/message/my/unreadCount')
  unread(@Ctx() ctx: AuthContext): Promise<number> {
    return this.messages.unread(ctx);
  }

  @LoggedIn()
  @Post('/message/read')
  async read(@Ctx() ctx: AuthContext, @Body() dto: MessageReadDto): Promise<Reply<{ read: number }>> {
    return reply({ read: await this.messages.read(ctx, dto.ids) });
  }
}
