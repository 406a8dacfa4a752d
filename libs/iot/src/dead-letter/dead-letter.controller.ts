import { Body, Controller, Post } from '@nestjs/common';
import { DeadLetterPage, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, Permission, type AuthContext } from '@gengyun/core';
import { DeadLetterService } from './dead-letter.service';
import { DeadLetterPageDto } from '../meter/meter.dto';

@Controller()
export class DeadLetterController {
  constructor(private readonly deadLetters: DeadLetterService) {}

  @Permission(P.deadLetter.list)
  @Answer(DeadLetterPage)
  @Post('/deadLetter/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: DeadLetterPageDto) {
    return this.deadLetters.pageList(ctx, dto);
  }
}
