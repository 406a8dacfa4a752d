import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Lang } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import type { UserService } from '@gengyun/identity';

type UpdateUser = Parameters<UserService['update']>[1];

/**
 * Stores a user's chosen language through the identity area's exported UserService (it owns the user table
 * and audits the change). The service is looked up when first needed rather than by importing IdentityModule,
 * so i18n stays below identity and dictionary in the module graph: identity may import DictionaryModule (which
 * imports I18nModule) to register its option lists without a cycle.
 */
@Injectable()
export class UserLanguage {
  private users?: UserService;

  constructor(private readonly moduleRef: ModuleRef) {}

  async change(ctx: AuthContext, lang: Lang): Promise<void> {
    const users = await this.userService();
    await users.update(ctx, { id: ctx.userId, lang } as UpdateUser);
  }

  private async userService(): Promise<UserService> {
    if (!this.users) {
      const identity = await import('@gengyun/identity');
      this.users = this.moduleRef.get(identity.UserService, { strict: false });
    }
    return this.users;
  }
}
