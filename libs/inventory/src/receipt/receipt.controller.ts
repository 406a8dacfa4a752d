import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, StockDocument, StockReceiptPage, StockReceiptRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { documentWithoutHiddenCosts } from '../cost/cost-display';
import { ReceiptActDto, ReceiptDto, ReceiptPageDto, ReceiptUpdateDto } from './receipt.dto';
import { ReceiptService } from './receipt.service';

/** Pending receipts: a put-in saved before the goods arrive, confirmed into the ledger later (put-in holders). */
@Controller()
export class ReceiptController {
  constructor(private readonly receipts: ReceiptService) {}

  @Permission(Codes.stock.list)
  @Answer(StockReceiptPage)
  @Post('/stockReceipt/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: ReceiptPageDto) {
    return this.receipts.page(ctx, dto);
  }

  @Permission(Codes.stock.list)
  @Answer(StockReceiptRow)
  @Post('/stockReceipt/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return reply(await this.receipts.detail(ctx, dto.id));
  }

  @Permission(Codes.stock.putIn)
  @Answer(StockReceiptRow)
  @Post('/stockReceipt/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: ReceiptDto) {
    return reply(await this.receipts.add(ctx, dto));
  }

  @Permission(Codes.stock.putIn)
  @Answer(StockReceiptRow)
  @Post('/stockReceipt/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: ReceiptUpdateDto) {
    return reply(await this.receipts.update(ctx, dto));
  }

  @Permission(Codes.stock.putIn)
  @Answer(StockDocument)
  @Post('/stockReceipt/confirm')
  async confirm(@Ctx() ctx: AuthContext, @Body() dto: ReceiptActDto) {
    return reply(documentWithoutHiddenCosts(ctx, await this.receipts.confirm(ctx, dto)));
  }

  @Permission(Codes.stock.putIn)
  @Answer(StockReceiptRow)
  @Post('/stockReceipt/cancel')
  async cancel(@Ctx() ctx: AuthContext, @Body() dto: ReceiptActDto) {
    return reply(await this.receipts.cancel(ctx, dto));
  }
}
