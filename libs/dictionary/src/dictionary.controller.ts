import { Body, Controller, Post } from '@nestjs/common';
import { Permission as P, type Page } from '@gengyun/contracts';
import { Ctx, IdDto, Permission, reply, type AuthContext, type Reply } from '@gengyun/core';
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
import type { FieldDef } from './dictionary.entity';
import { DictItemService, type DictItemRow } from './dict-item.service';
import { DictTypeService, type DictTypeRow } from './dict-type.service';
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
  @Post('/dict/type/pageList')
  typePage(@Ctx() ctx: AuthContext, @Body() dto: DictTypePageDto): Promise<Page<DictTypeRow>> {
    return this.types.pageList(ctx, dto);
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/type/add')
  async typeAdd(@Ctx() ctx: AuthContext, @Body() dto: AddDictTypeDto): Promise<Reply<DictTypeRow>> {
    return reply(await this.types.add(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/type/update')
  async typeUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateDictTypeDto): Promise<Reply<DictTypeRow>> {
    return reply(await this.types.update(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/type/delete')
  async typeDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.types.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(P.dictionary.list, P.dictionary.edit)
  @Post('/dict/item/pageList')
  itemPage(@Ctx() ctx: AuthContext, @Body() dto: DictItemPageDto): Promise<Page<DictItemRow>> {
    return this.items.pageList(ctx, dto);
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/item/add')
  async itemAdd(@Ctx() ctx: AuthContext, @Body() dto: AddDictItemDto): Promise<Reply<DictItemRow>> {
    return reply(await this.items.add(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/item/update')
  async itemUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateDictItemDto): Promise<Reply<DictItemRow>> {
    return reply(await this.items.update(ctx, dto));
  }

  @Permission(P.dictionary.edit)
  @Post('/dict/item/delete')
  async itemDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.items.delete(ctx, dto.id);
    return reply(null);
  }

  @Permission(P.dictionary.fieldList, P.dictionary.field)
  @Post('/field/pageList')
  fieldPage(@Ctx() ctx: AuthContext, @Body() dto: FieldPageDto): Promise<Page<FieldDef>> {
    return this.fields.pageList(ctx, dto);
  }

  @Permission(P.dictionary.field)
  @Post('/field/add')
  async fieldAdd(@Ctx() ctx: AuthContext, @Body() dto: AddFieldDto): Promise<Reply<FieldDef>> {
    return reply(await this.fields.add(ctx, dto));
  }

  @Permission(P.dictionary.field)
  @Post('/field/update')
  async fieldUpdate(@Ctx() ctx: AuthContext, @Body() dto: UpdateFieldDto): Promise<Reply<FieldDef>> {
    return reply(await this.fields.update(ctx, dto));
  }

  @Permission(P.dictionary.field)
  @Post('/field/delete')
  async fieldDelete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.fields.delete(ctx, dto.id);
    return reply(null);
  }
}
