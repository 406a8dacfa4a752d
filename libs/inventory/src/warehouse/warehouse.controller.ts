import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, Permission as Codes, WarehousePage, WarehouseRow } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { WarehouseService } from './warehouse.service';
import { WarehouseAddDto, WarehousePageDto, WarehouseUpdateDto } from './warehouse.dto';

/** Warehouses and bins (`bom/warehouse`); the stock screens pick warehouses from the same list. */
@Controller()
export class WarehouseController {
  constructor(private readonly warehouses: WarehouseService) {}

  @Permission(Codes.warehouse.list, Codes.stock.list)
  @Answer(WarehousePage)
  @Post('/warehouse/pageList')
  page(@Ctx() ctx: AuthContext, @Body() dto: WarehousePageDto) {
    return this.warehouses.page(ctx, dto);
  }

  @Permission(Codes.warehouse.list, Codes.stock.list)
  @Answer(WarehouseRow)
  @Post('/warehouse/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.warehouses.detail(ctx, dto.id);
  }

  @Permission(Codes.warehouse.add)
  @Answer(WarehouseRow)
  @Post('/warehouse/add')
  async add(@Ctx() ctx: AuthContext, @Body() dto: WarehouseAddDto) {
    return reply(await this.warehouses.add(ctx, dto));
  }

  @Permission(Codes.warehouse.edit)
  @Answer(WarehouseRow)
  @Post('/warehouse/update')
  async update(@Ctx() ctx: AuthContext, @Body() dto: WarehouseUpdateDto) {
    return reply(await this.warehouses.update(ctx, dto));
  }

  @Permission(Codes.warehouse.delete)
  @Answer(NoContent)
  @Post('/warehouse/delete')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.warehouses.delete(ctx, dto.id);
    return reply(null);
  }
}
