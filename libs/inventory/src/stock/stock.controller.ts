import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, StockByBinList, StockByPartPage, StockByTypeList, StockDocument, StockMovementPage, StockPage } from '@gengyun/contracts';
import { Answer, Ctx, Permission, reply, type AuthContext } from '@gengyun/core';
import { documentWithoutHiddenCosts as costless, pageWithoutHiddenCosts } from '../cost/cost-display';
import { StockService } from './stock.service';
import { StockQueryService } from './stock-query.service';
import { BinStock } from './bin-stock';
import { MoveDto, PutInDto, StockByBinDto, StockGroupDto, StockMovementPageDto, StockPageDto } from './stock.dto';

/** Stock and its ledger (`bom/warehouseManageList`): stock by part and bin, put-in, moves, in/out-bound records; costs only for the "storage" cost display. */
@Controller()
export class StockController {
  constructor(
    private readonly stock: StockService,
    private readonly query: StockQueryService,
    private readonly bins: BinStock,
  ) {}

  @Permission(Codes.stock.list)
  @Answer(StockPage)
  @Post('/stock/pageList')
  async page(@Ctx() ctx: AuthContext, @Body() dto: StockPageDto) {
    return pageWithoutHiddenCosts(ctx, await this.query.stock(ctx, dto));
  }

  @Permission(Codes.stock.list)
  @Answer(StockByPartPage)
  @Post('/stock/byPart')
  byPart(@Ctx() ctx: AuthContext, @Body() dto: StockGroupDto) {
    return this.query.byPart(ctx, dto);
  }

  @Permission(Codes.stock.list)
  @Answer(StockByTypeList)
  @Post('/stock/byType')
  byType(@Ctx() ctx: AuthContext, @Body() dto: StockGroupDto) {
    return this.query.byType(ctx, dto);
  }

  @Permission(Codes.stock.list)
  @Answer(StockByBinList)
  @Post('/stock/byBin')
  byBin(@Ctx() ctx: AuthContext, @Body() dto: StockByBinDto) {
    return this.bins.of(ctx, dto.warehouse_id);
  }

  @Permission(Codes.stock.list)
  @Answer(StockMovementPage)
  @Post('/stockMovement/pageList')
  async movements(@Ctx() ctx: AuthContext, @Body() dto: StockMovementPageDto) {
    return pageWithoutHiddenCosts(ctx, await this.query.movementPage(ctx, dto));
  }

  @Permission(Codes.stock.putIn)
  @Answer(StockDocument)
  @Post('/stock/putIn')
  async putIn(@Ctx() ctx: AuthContext, @Body() dto: PutInDto) {
    return reply(costless(ctx, await this.stock.putIn(ctx, dto)));
  }

  @Permission(Codes.stock.move)
  @Answer(StockDocument)
  @Post('/stock/move')
  async move(@Ctx() ctx: AuthContext, @Body() dto: MoveDto) {
    return reply(costless(ctx, await this.stock.move(ctx, dto)));
  }
}
