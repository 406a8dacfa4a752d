import { Body, Controller, Post } from '@nestjs/common';
import { NoContent, OrgRow, OrgTree, Permission as P } from '@gengyun/contracts';
import { Answer, Ctx, IdDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { AddOrgDto, UpdateOrgDto } from './organization.dto';
import { OrganizationService } from './organization.service';

@Controller()
export class OrganizationController {
  constructor(private readonly orgs: OrganizationService) {}

  @Permission(P.org.list)
  @Answer(OrgTree)
  @Post('/org/tree')
  tree(@Ctx() ctx: AuthContext) {
    return this.orgs.tree(ctx);
  }

  @Permission(P.org.list)
  @Answer(OrgRow)
  @Post('/org/detail')
  detail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.orgs.detail(ctx, dto.id);
  }

  @Permission(P.org.add)
  @Answer(OrgRow)
  @Post('/org/add')
  add(@Ctx() ctx: AuthContext, @Body() dto: AddOrgDto) {
    return this.orgs.add(ctx, dto).then((org) => reply(org));
  }

  @Permission(P.org.edit)
  @Answer(OrgRow)
  @Post('/org/update')
  update(@Ctx() ctx: AuthContext, @Body() dto: UpdateOrgDto) {
    return this.orgs.update(ctx, dto).then((org) => reply(org));
  }

  @Permission(P.org.delete)
  @Answer(NoContent)
  @Post('/org/delete')
  delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.orgs.delete(ctx, dto.id).then(() => reply(null));
  }
}
