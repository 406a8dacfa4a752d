import { Body, Controller, Post } from '@nestjs/common';
import { EquipmentModelPage, EquipmentModelRecord, EquipmentModelRow, EquipmentTypeRow, EquipmentTypeTree, NoContent, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
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
  @Answer(EquipmentTypeTree)
  @Post('/equipmentType/tree')
  typeTree(@Ctx() ctx: AuthContext, @Body() dto: TypeTreeDto) {
    return this.types.tree(ctx, dto);
  }

  @Permission(P.equipmentType.list)
  @Answer(EquipmentTypeRow)
  @Post('/equipmentType/detail')
  typeDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.types.find(ctx, dto.id);
  }

  @Permission(P.equipmentType.add)
  @Answer(EquipmentTypeRow)
  @Post('/equipmentType/add')
  typeAdd(@Ctx() ctx: AuthContext, @Body() dto: AddTypeDto) {
    return this.types.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentType.edit)
  @Answer(EquipmentTypeRow)
  @Post('/equipmentType/update')
  typeUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateTypeDto) {
    return this.types.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentType.delete)
  @Answer(NoContent)
  @Post('/equipmentType/delete')
  typeDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.types.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.equipmentModel.list, P.equipment.list)
  @Answer(EquipmentModelPage)
  @Post('/equipmentModel/pageList')
  modelPage(@Ctx() ctx: AuthContext, @Body() dto: ModelPageDto) {
    return this.models.pageList(ctx, dto);
  }

  @Permission(P.equipmentModel.list)
  @Answer(EquipmentModelRow)
  @Post('/equipmentModel/detail')
  modelDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.models.detail(ctx, dto.id);
  }

  @Permission(P.equipmentModel.add)
  @Answer(EquipmentModelRecord)
  @Post('/equipmentModel/add')
  modelAdd(@Ctx() ctx: AuthContext, @Body() dto: AddModelDto) {
    return this.models.add(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentModel.edit)
  @Answer(EquipmentModelRecord)
  @Post('/equipmentModel/update')
  modelUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateModelDto) {
    return this.models.update(ctx, dto).then((row) => reply(row));
  }

  @Permission(P.equipmentModel.delete)
  @Answer(NoContent)
  @Post('/equipmentModel/delete')
  modelDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.models.delete(ctx, dto.id).then(() => reply(null));
  }
}
