import { Body, Controller, Post } from '@nestjs/common';
import { DictItemPage, DictItemRow, DictTypePage, DictTypeRow, FieldPage, FieldRow, NoContent, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import {
  AddDictItemDto,
  AddDictTypeDto,
  AddFieldDto,
  DictItemPageDto,
  DictTypePageDto,
  FieldPageDto,
  UpdateDictItemDto,
  UpdateDictTypeDto,
  UpdateFieldDto,
} from './dictionary.dto';
import { DictItemService } from './dict-item.service';
import { DictTypeService } from './dict-type.service';
import { FieldService } from './field.service';

/** Dictionary management (types and items) and the field library. */
@Controller()
export class DictionaryController {
  constructor(
    private readonly types: DictTypeService,
    private readonly items: DictItemService,
    private readonly fields: FieldService,
  ) {}

  @Permission(P.dictionary.list, P.dictionary.edit)
  @Answer(DictTypePage)
  @Post('/dict/type/pageList')
  typePage(@Ctx() ctx: AuthContext, @Body() dto: DictTypePageDto) {
    return this.types.pageList(ctx, dto);
  }

  @Permission(P.dictionary.edit)
  @Answer(DictTypeRow)
  @Post('/dict/type/add')
  async typeAdd(@Ctx() ctx: AuthContext, @Body() dto: AddDictTypeDto) {
    return reply(await this.types.add(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Answer(DictTypeRow)
  @Post('/dict/type/update')
  async typeUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateDictTypeDto) {
    return reply(await this.types.update(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Answer(NoContent)
  @Post('/dict/type/delete')
  async typeDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.types.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(P.dictionary.list, P.dictionary.edit)
  @Answer(DictItemPage)
  @Post('/dict/item/pageList')
  itemPage(@Ctx() ctx: AuthContext, @Body() dto: DictItemPageDto) {
    return this.items.pageList(ctx, dto);
  }

  @Permission(P.dictionary.edit)
  @Answer(DictItemRow)
  @Post('/dict/item/add')
  async itemAdd(@Ctx() ctx: AuthContext, @Body() dto: AddDictItemDto) {
    return reply(await this.items.add(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Answer(DictItemRow)
  @Post('/dict/item/update')
  async itemUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateDictItemDto) {
    return reply(await this.items.update(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Answer(NoContent)
  @Post('/dict/item/delete')
  async itemDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.items.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(P.dictionary.fieldList, P.dictionary.field)
  @Answer(FieldPage)
  @Post('/field/pageList')
  fieldPage(@Ctx() ctx: AuthContext, @Body() dto: FieldPageDto) {
    return this.fields.pageList(ctx, dto);
  }

  @Permission(P.dictionary.field)
  @Answer(FieldRow)
  @Post('/field/add')
  async fieldAdd(@Ctx() ctx: AuthContext, @Body() dto: AddFieldDto) {
    return reply(await this.fields.add(ctx, dto));
  }

  @Permission(P.dictionary.field)
  @Answer(FieldRow)
  @Post('/field/update')
  async fieldUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateFieldDto) {
    return reply(await this.fields.update(ctx, dto));
  }

  @Permission(P.dictionary.field)
  @Answer(NoContent)
  @Post('/field/delete')
  async fieldDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    await this.fields.delete(ctx, dto.id);
    return reply(null);
  }
}
