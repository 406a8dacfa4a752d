import { Controller, Post } from '@nestjs/common';
import { Ctx, LoggedIn, type AuthContext } from '@gengyun/core';
import { UserMessageService } from '../notice/user-message.service';
import { WorkbenchRegistry } from './workbench.registry';

@Controller()
export class WorkbenchController {
  constructor(
    private readonly registry: WorkbenchRegistry,
    messages: UserMessageService,
  ) {
    registry.register('messages', (ctx) => messages.unread(ctx));
  }

  /** The home work bench: every registered count for the caller, by key. */
  @LoggedIn()
  @Post('/home/counts')
  counts(@Ctx() ctx: AuthContext): Promise<Record<string, number>> {
    return this.registry.counts(ctx);
  }
}
