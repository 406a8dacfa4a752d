import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, Permission, type AuthContext } from '@gengyun/core';
import { DeadLetterService } from './dead-letter.service';
import { DeadLetterPageDto } from '../meter/meter.dto';

@Controller()
export class DeadLetterController {
  constructor(private readonly deadLetters: DeadLetterService) {}

  @Permission(P.deadLetter.list)
  @Post('/deadLetter/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: DeadLetterPageDto) {
    return this.deadLetters.pageList(ctx, dto);
  }
}
