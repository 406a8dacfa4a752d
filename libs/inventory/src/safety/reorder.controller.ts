import { Body, Controller, Post, StreamableFile } from '@nestjs/common';
import { Permission as Codes, ReorderSuggestionPage } from '@gengyun/contracts';
import { Answer, Ctx, FileAnswer, Permission, type AuthContext } from '@gengyun/core';
import { ReorderPageDto } from './reorder.dto';
import { ReorderService } from './reorder.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reorder suggestions (`bom/reorder`): the parts below their safety minimum per warehouse, and their xlsx. */
@Controller()
export class ReorderController {
  constructor(private readonly reorder: ReorderService) {}

  @Permission(Codes.stock.list)
  @Answer(ReorderSuggestionPage)
  @Post('/stock/reorder/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: ReorderPageDto) {
    return this.reorder.page(ctx, dto);
  }

  /** A direct download: the list is one query, small enough not to need the import/export centre. */
  @Permission(Codes.stock.list)
  @FileAnswer(XLSX)
  @Post('/stock/reorder/export')
  async export(@Ctx() ctx: AuthContext, @Body() dto: ReorderPageDto): Promise<StreamableFile> {
    return new StreamableFile(await this.reorder.export(ctx, dto), { type: XLSX, disposition: 'attachment; filename="reorder-suggestions.xlsx"' });
  }
}
