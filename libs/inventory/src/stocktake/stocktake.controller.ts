import { Body, Controller, Post, StreamableFile } from '@nestjs/common';
import { NoContent, Permission as Codes, StocktakeDetail, StocktakePage } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { XLSX_MIME } from '@gengyun/files';
import { withoutHiddenCosts } from '../cost/cost-display';
import { StocktakeService } from './stocktake.service';
import { StocktakeApproval } from './stocktake-approval.service';
import { StocktakeQueryService } from './stocktake-query.service';
import { StocktakeAddDto, StocktakeCountDto, StocktakePageDto, StocktakeRecountDto, StocktakeUpdateDto } from './stocktake.dto';
import { linesWithoutExpected, withoutExpected } from './stocktake-blind';
import { StocktakeReport } from './stocktake-report';

/** Stocktakes (`bom/warehouseManageList/Inventory`): every call answers the count as it now stands. */
@Controller()
export class StocktakeController {
  constructor(
    private readonly stocktakes: StocktakeService,
    private readonly approval: StocktakeApproval,
    private readonly query: StocktakeQueryService,
    private readonly report: StocktakeReport,
  ) {}

  /** The count as it now stands: its lines' values only for the "storage" cost display, expected quantities not for a blind count's counters. */
  private async view(ctx: AuthContext, id: number) {
    const detail = await this.query.detail(ctx, id);
    return withoutExpected(ctx, { ...detail, lines: linesWithoutExpected(ctx, detail, detail.lines.map((l) => withoutHiddenCosts(ctx, l))) });
  }

  @Permission(Codes.stocktake.list)
  @Answer(StocktakePage)
  @Post('/stocktake/pageList')
  async page(@Ctx() ctx: AuthContext, @Body() dto: StocktakePageDto) {
    const page = await this.query.page(ctx, dto);
    return { ...page, rows: page.rows.map((r) => withoutExpected(ctx, r)) };
  }

  @Permission(Codes.stocktake.add)
  @Answer(StocktakeDetail)
  @Post('/stocktake/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: StocktakeUpdateDto) {
    await this.stocktakes.update(ctx, dto);
    return reply(await this.view(ctx, dto.id));
  }

  @Permission(Codes.stocktake.add)
  @Answer(NoContent)
  @Post('/stocktake/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.stocktakes.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(Codes.stocktake.approve)
  @Answer(StocktakeDetail)
  @Post('/stocktake/recount')
  async recount(@Ctx() ctx: AuthContext, @Body() dto: StocktakeRecountDto) {
    await this.stocktakes.recount(ctx, dto);
    return reply(await this.view(ctx, dto.id));
  }

  /** The difference report as xlsx (the differing lines, as the printed report). */
  @Permission(Codes.stocktake.list)
  @FileAnswer(XLSX_MIME)
  @Post('/stocktake/reportExport')
  async reportExport(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<StreamableFile> {
    const detail = await this.view(ctx, dto.id);
    return new StreamableFile(await this.report.xlsx(ctx, detail), { type: XLSX_MIME, disposition: `attachment; filename="stocktake-${detail.code}.xlsx"` });
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
