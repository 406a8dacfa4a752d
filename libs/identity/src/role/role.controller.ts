import { Body, Controller, Post } from '@nestjs/common';
import { MenuTree, NoContent, Permission as P, RoleDetail, RolePage, RoleRow, ScopeDimensions } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { MenuService } from '../menu/menu.service';
import { AddRoleDto, GrantRoleDto, RolePageDto, UpdateRoleDto } from './role.dto';
import { RoleService } from './role.service';

@Controller()
export class RoleController {
  constructor(
    private readonly roles: RoleService,
    private readonly menus: MenuService,
  ) {}

  @Permission(P.role.list)
  @Answer(RolePage)
  @Post('/role/pageList')
  pageList(@Ctx() ctx: AuthContext, @Body() dto: RolePageDto) {
    return this.roles.pageList(ctx, dto);
  }

  @Permission(P.role.list)
  @Answer(RoleDetail)
  @Post('/role/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.roles.detail(ctx, dto.id);
  }

  /** The data dimensions the server applies, with the locations, types… the caller may grant (names, parents). */
  @Permission(P.role.list)
  @Answer(ScopeDimensions)
  @Post('/role/scopeDimensions')
  scopeDimensions(@Ctx() ctx: AuthContext) {
    return this.roles.scopeDimensions(ctx);
  }

  @Permission(P.role.add)
  @Answer(RoleRow)
  @Post('/role/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddRoleDto) {
    return this.roles.add(ctx, dto).then((role) => reply(role));
  }

  @Permission(P.role.edit)
  @Answer(RoleRow)
  @Post('/role/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateRoleDto) {
    return this.roles.update(ctx, dto).then((role) => reply(role));
  }

  @Permission(P.role.delete)
  @Answer(NoContent)
  @Post('/role/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.roles.delete(ctx, dto.id).then(() => reply(null));
  }

  @Permission(P.role.grant)
  @Answer(NoContent)
  @Post('/role/grant')
  grant(@Ctx() ctx: AuthContext, @Body() dto: GrantRoleDto) {
    return this.roles.grant(ctx, dto).then(() => reply(null));
  }

  /** Every menu entry, buttons included, for the feature-permission picker. */
  @Permission(P.role.grant, P.role.list)
  @Answer(MenuTree)
  @Post('/menu/tree')
  menuTree(@Ctx() ctx: AuthContext) {
    return this.menus.fullTree(ctx.enterpriseId);
  }
}
