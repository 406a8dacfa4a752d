import { Controller, Post } from '@nestjs/common';
import { Answer, Ctx, LoggedIn, type AuthContext } from '@gengyun/core';
import { UserMessageService } from '../notice/user-message.service';
import { WorkbenchRegistry } from './workbench.registry';
import { HomeCounts } from '@gengyun/contracts';

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
  @Answer(HomeCounts)
  @Post('/home/counts')
  counts(@Ctx() ctx: AuthContext): Promise<Record<string, number>> {
    return this.registry.counts(ctx);
  }
}
