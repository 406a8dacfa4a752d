import { Body, Controller, Post } from '@nestjs/common';
import { MessagePage, NoContent, NoticePage, NoticeRow, Permission as Codes, PublishAnswer, ReadAnswer, UnreadCount } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, LoggedIn, Permission, reply, type AuthContext } from '@gengyun/core';
import { NoticeService } from './notice.service';
import { UserMessageService } from './user-message.service';
import { MessagePageDto, MessageReadDto, NoticeAddDto, NoticePageDto, NoticeUpdateDto } from './notice.dto';

/** Announcements and notices (management) and the caller's own messages. */
@Controller()
export class NoticeController {
  constructor(
    private readonly notices: NoticeService,
    private readonly messages: UserMessageService,
  ) {}

  @Permission(Codes.system.noticeList, Codes.system.notice)
  @Answer(NoticePage)
  @Post('/notice/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: NoticePageDto) {
    return this.notices.page(ctx, dto);
  }

  @Permission(Codes.system.noticeList, Codes.system.notice)
  @Answer(NoticeRow)
  @Post('/notice/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.notices.detail(ctx, dto.id);
  }

  @Permission(Codes.system.notice)
  @Answer(NoticeRow)
  @Post('/notice/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: NoticeAddDto) {
    return reply(await this.notices.add(ctx, dto));
  }

  @Permission(Codes.system.notice)
  @Answer(NoticeRow)
  @Post('/notice/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: NoticeUpdateDto) {
    return reply(await this.notices.update(ctx, dto));
  }

  @Permission(Codes.system.notice)
  @Answer(NoContent)
  @Post('/notice/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.notices.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(Codes.system.noticePublish)
  @Answer(PublishAnswer)
  @Post('/notice/publish')
  async publish(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return reply(await this.notices.publish(ctx, dto.id), 'system.notifications.published');
  }

  @LoggedIn()
  @Answer(MessagePage)
  @Post('/message/my/pageList')
  myMessages(@Ctx() ctx: AuthContext, @Body() dto: MessagePageDto) {
    return this.messages.page(ctx, dto);
  }

  @LoggedIn()
  @Answer(UnreadCount)
  @Post('/message/my/unreadCount')
  unread(@Ctx() ctx: AuthContext) {
    return this.messages.unread(ctx);
  }

  @LoggedIn()
  @Answer(ReadAnswer)
  @Post('/message/read')
  async read(@Ctx() ctx: AuthContext, @Body() dto: MessageReadDto) {
    return reply({ read: await this.messages.read(ctx, dto.ids) });
  }
}
