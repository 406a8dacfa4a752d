import { Body, Controller, Post } from '@nestjs/common';
import { EquipmentPartList, NoContent, Permission as Codes, SparePartPage, SparePartRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { SparePartService } from './spare-part.service';
import { EquipmentPartsDto, SparePartAddDto, SparePartPageDto, SparePartUpdateDto } from './spare-part.dto';

/** The parts catalogue (`bom/list`, add and view); the stock screens pick parts from the same list. */
@Controller()
export class SparePartController {
  constructor(private readonly parts: SparePartService) {}

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(SparePartPage)
  @Post('/sparePart/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: SparePartPageDto) {
    return this.parts.page(ctx, dto);
  }

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(SparePartRow)
  @Post('/sparePart/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.parts.detail(ctx, dto.id);
  }

  @Permission(Codes.sparePart.list, Codes.stock.list)
  @Answer(EquipmentPartList)
  @Post('/sparePart/byEquipment')
  byEquipment(@Ctx() ctx: AuthContext, @Body() dto: EquipmentPartsDto) {
    return this.parts.forEquipment(ctx, dto.equipment_id);
  }

  @Permission(Codes.sparePart.add)
  @Answer(SparePartRow)
  @Post('/sparePart/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: SparePartAddDto) {
    return reply(await this.parts.add(ctx, dto));
  }

  @Permission(Codes.sparePart.edit)
  @Answer(SparePartRow)
  @Post('/sparePart/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: SparePartUpdateDto) {
    return reply(await this.parts.update(ctx, dto));
  }

  @Permission(Codes.sparePart.delete)
  @Answer(NoContent)
  @Post('/sparePart/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.parts.delete(ctx, dto.id);
    return reply(null);
  }
}
