import { Controller, Post } from '@nestjs/common';
import { Ctx, LoggedIn, type AuthContext } from '@gengyun/core';
import { MenuService } from './menu.service';

@Controller()
export class MenuController {
  constructor(private readonly menus: MenuService) {}

  @LoggedIn()
  @Post('/getMenuList')
  menuList(@Ctx() ctx: AuthContext) {
    return this.menus.menuList(ctx);
  }
}
