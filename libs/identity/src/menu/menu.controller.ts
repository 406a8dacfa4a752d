import { Controller, Post } from '@nestjs/common';
import { Answer, Ctx, LoggedIn, type AuthContext } from '@gengyun/core';
import { MenuService } from './menu.service';
import { UserMenu } from '@gengyun/contracts';

@Controller()
export class MenuController {
  constructor(private readonly menus: MenuService) {}

  @LoggedIn()
  @Answer(UserMenu)
  @Post('/getMenuList')
  menuList(@Ctx() ctx: AuthContext) {
    return this.menus.menuList(ctx);
  }
}
