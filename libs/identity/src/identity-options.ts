import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { scoped } from '@gengyun/core';
import { OptionsRegistry, type OptionItem } from '@gengyun/dictionary';
import { Organization } from './org/organization.entity';
import { Role } from './role/role.entity';

/** Option lists this area serves: roleList (SPEC section 3) and organizations (a tree), for pickers anywhere. */
@Injectable()
export class IdentityOptions implements OnModuleInit {
  constructor(
    private readonly registry: OptionsRegistry,
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(Organization) private readonly orgs: Repository<Organization>,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      'roleList',
      async (ctx) =>
        (await scoped(this.roles.createQueryBuilder('r'), ctx).orderBy('r.id').getMany()).map((r): OptionItem => ({ value: r.id, text: r.name })),
      { scoped: false, readsFrom: [Role] },
    );
    this.registry.register(
      'organization',
      async (ctx) =>
        (await scoped(this.orgs.createQueryBuilder('o'), ctx).orderBy('o.id').getMany()).map(
          (o): OptionItem => ({ value: o.id, text: o.name, pid: o.parent_id }),
        ),
      { scoped: false, readsFrom: [Organization] },
    );
  }
}
