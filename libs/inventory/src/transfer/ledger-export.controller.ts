import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, TaskReceipt } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { StockMovementPageDto } from '../stock/stock.dto';
import { LedgerExportService } from './ledger-export.service';

/** The in/out-bound records' export through the import/export centre. */
@Controller()
export class LedgerExportController {
  constructor(private readonly exports: LedgerExportService) {}

  @Permission(Codes.stock.list)
  @Answer(TaskReceipt)
  @Post('/stockMovement/export')
  async export(@Ctx() ctx: AuthContext, @Body() dto: StockMovementPageDto) {
    return reply(await this.exports.start(ctx, dto));
  }
}
