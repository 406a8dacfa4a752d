import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { AuditOwners, findScoped } from '@gengyun/core';
import { DictItem, DictType, FieldDef } from './dictionary.entity';

/** Who may read the change logs of dictionary types, items and the field library: who may list them. */
@Injectable()
export class DictionaryOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    @InjectRepository(DictType) private readonly types: Repository<DictType>,
    @InjectRepository(DictItem) private readonly items: Repository<DictItem>,
    @InjectRepository(FieldDef) private readonly fields: Repository<FieldDef>,
  ) {}

  onModuleInit(): void {
    const owners: Array<[string, PermissionCode[], Repository<ObjectLiteral>]> = [
      ['dictType', [P.dictionary.list, P.dictionary.edit], this.types],
      ['dictItem', [P.dictionary.list, P.dictionary.edit], this.items],
      ['field', [P.dictionary.fieldList, P.dictionary.field], this.fields],
    ];
    for (const [businessNo, permissions, repo] of owners) {
      this.audit.register(businessNo, { permissions, check: async (ctx, id) => void (await findScoped(repo, ctx, id)) });
    }
  }
}
