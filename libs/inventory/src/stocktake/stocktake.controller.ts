import { Body, Controller, Post } from '@nestjs/common';
import { Permission as Codes, StocktakeDetail, StocktakePage } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { withoutHiddenCosts } from '../cost/cost-display';
import { StocktakeService } from './stocktake.service';
import { StocktakeApproval } from './stocktake-approval.service';
import { StocktakeQueryService } from './stocktake-query.service';
import { StocktakeAddDto, StocktakeCountDto, StocktakePageDto } from './stocktake.dto';

/** Stocktakes (`bom/warehouseManageList/Inventory`): every call answers the count as it now stands. */
@Controller()
export class StocktakeController {
  constructor(
    private readonly stocktakes: StocktakeService,
    private readonly approval: StocktakeApproval,
    private readonly query: StocktakeQueryService,
  ) {}

  /** The count as it now stands, its lines' values only for the "storage" cost display. */
  private async view(ctx: AuthContext, id: number) {
    const detail = await this.query.detail(ctx, id);
    return { ...detail, lines: detail.lines.map((l) => withoutHiddenCosts(ctx, l)) };
  }

  @Permission(Codes.stocktake.list)
  @Answer(StocktakePage)
  @Post('/stocktake/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: StocktakePageDto) {
    return this.query.page(ctx, dto);
  }

  @Permission(Codes.stocktake.list, Codes.stocktake.count)
  @Answer(StocktakeDetail)
  @Post('/stocktake/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.view(ctx, dto.id);
  }

  @Permission(Codes.stocktake.add)
  @Answer(StocktakeDetail)
  @Post('/stocktake/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: StocktakeAddDto) {
    const row = await this.stocktakes.add(ctx, dto);
    return reply(await this.view(ctx, row.id));
  }

  @Permission(Codes.stocktake.add)
  @Answer(StocktakeDetail)
  @Post('/stocktake/start')
  async start(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.stocktakes.start(ctx, dto.id);
    return reply(await this.view(ctx, dto.id));
  }

  @Permission(Codes.stocktake.count)
  @Answer(StocktakeDetail)
  @Post('/stocktake/count')
  async count(@Ctx() ctx: AuthContext, @Body() dto: StocktakeCountDto) {
    await this.stocktakes.count(ctx, dto);
    return reply(await this.view(ctx, dto.id));
  }

  @Permission(Codes.stocktake.count)
  @Answer(StocktakeDetail)
  @Post('/stocktake/finish')
  async finish(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.stocktakes.finish(ctx, dto.id);
    return reply(await this.view(ctx, dto.id));
  }

  @Permission(Codes.stocktake.approve)
  @Answer(StocktakeDetail)
  @Post('/stocktake/approve')
  async approve(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.approval.approve(ctx, dto.id);
    return reply(await this.view(ctx, dto.id));
  }
}
