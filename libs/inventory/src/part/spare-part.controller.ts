import { Body, Controller, Post } from '@nestjs/common';
import { EquipmentPartList, NoContent, Permission as Codes, SparePartPage, SparePartRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { pageWithoutHiddenCosts, rowsWithoutHiddenCosts, withoutHiddenCosts } from '../cost/cost-display';
import { SparePartService } from './spare-part.service';
import { EquipmentPartsDto, SparePartAddDto, SparePartPageDto, SparePartUpdateDto } from './spare-part.dto';

/** The parts catalogue (`bom/list`, add and view); the stock screens pick parts from the same list. Prices only for the "spare parts" cost display. */
@Controller()
export class SparePartController {
  constructor(private readonly parts: SparePartService) {}

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(SparePartPage)
  @Post('/sparePart/pageList')
  async page(@Ctx() ctx: AuthContext, @Body() dto: SparePartPageDto) {
    return pageWithoutHiddenCosts(ctx, await this.parts.page(ctx, dto));
  }

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(SparePartRow)
  @Post('/sparePart/detail')
  async detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return withoutHiddenCosts(ctx, await this.parts.detail(ctx, dto.id));
  }

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(EquipmentPartList)
  @Post('/sparePart/byEquipment')
  async byEquipment(@Ctx() ctx: AuthContext, @Body() dto: EquipmentPartsDto) {
    return rowsWithoutHiddenCosts(ctx, await this.parts.forEquipment(ctx, dto.equipment_id));
  }

  @Permission(Codes.sparePart.add)
  @Answer(SparePartRow)
  @Post('/sparePart/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: SparePartAddDto) {
    return reply(withoutHiddenCosts(ctx, await this.parts.add(ctx, dto)));
  }

  @Permission(Codes.sparePart.edit)
  @Answer(SparePartRow)
  @Post('/sparePart/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: SparePartUpdateDto) {
    return reply(withoutHiddenCosts(ctx, await this.parts.update(ctx, dto)));
  }

  @Permission(Codes.sparePart.delete)
  @Answer(NoContent)
  @Post('/sparePart/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.parts.delete(ctx, dto.id);
    return reply(null);
  }
}
