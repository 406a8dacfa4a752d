import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddModelDto, AddTypeDto, ModelPageDto, TypeTreeDto, UpdateModelDto, UpdateTypeDto } from './catalog.dto';
import { EquipmentModelService } from './equipment-model.service';
import { EquipmentTypeService } from './equipment-type.service';

/** `/equipmentType/*` (a tree) and `/equipmentModel/*`. */
@Controller()
export class CatalogController {
  constructor(
    private readonly types: EquipmentTypeService,
    private readonly models: EquipmentModelService,
  ) {}

  @Permission(P.equipmentType.list, P.equipment.list)
  @Post('/equipmentType/tree')
  typeTree(@Ctx() ctx: AuthContext, @Body() dto: TypeTreeDto) {
    return this.types.tree(ctx, dto);
  }

  @Permission(P.equipmentType.list)
  @Post('/equipmentType/detail')
  typeDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.types.find(ctx, dto.id);
  }

  @Permission(P.equipmentType.add)
  @Post('/equipmentType/add')
  typeAdd(@Ctx() ctx: AuthContext, @Body() dto: AddTypeDto) {
    return this.types.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentType.edit)
  @Post('/equipmentType/update')
  typeUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateTypeDto) {
    return this.types.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentType.delete)
  @Post('/equipmentType/delete')
  typeDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.types.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.equipmentModel.list, P.equipment.list)
  @Post('/equipmentModel/pageList')
  modelPage(@Ctx() ctx: AuthContext, @Body() dto: ModelPageDto) {
    return this.models.pageList(ctx, dto);
  }

  @Permission(P.equipmentModel.list)
  @Post('/equipmentModel/detail')
  modelDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.models.detail(ctx, dto.id);
  }

  @Permission(P.equipmentModel.add)
  @Post('/equipmentModel/add')
  modelAdd(@Ctx() ctx: AuthContext, @Body() dto: AddModelDto) {
    return this.models.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentModel.edit)
  @Post('/equipmentModel/update')
  modelUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateModelDto) {
    return this.models.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentModel.delete)
  @Post('/equipmentModel/delete')
  modelDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.models.delete(ctx, dto.id).then(() => reply(null));
  }
}
