import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DataScope } from '@gengyun/contracts';
import { DataScopes, scoped } from '@gengyun/core';
import { WorkOrderType } from './work-order-type.entity';

/**
 * Work-order types as a data-permission dimension (SPEC §6 "work order type"): this area owns it. Types form no tree,
 * so a grant is exactly the granted types of the enterprise.
 */
@Injectable()
export class WorkOrderTypeScope implements OnModuleInit {
  constructor(
    @InjectRepository(WorkOrderType) private readonly types: Repository<WorkOrderType>,
    private readonly scopes: DataScopes,
  ) {}

  onModuleInit(): void {
    this.scopes.register(DataScope.workOrderType, {
      expand: async (enterpriseId, granted) => (await this.existing(enterpriseId, granted)).sort((a, b) => a - b),
      missing: async (enterpriseId, ids) => {
        const found = new Set(await this.existing(enterpriseId, ids));
        return ids.filter((id) => !found.has(id));
      },
      nodes: async (viewer) => {
        const rows = await scoped(this.types.createQueryBuilder('t'), viewer, { [DataScope.workOrderType]: 'id' })
          .select(['t.id', 't.name'])
          .orderBy('t.sort', 'ASC')
          .addOrderBy('t.id', 'ASC')
          .getMany();
        return rows.map((t) => ({ id: t.id, parent_id: null, name: t.name }));
      },
    });
  }

  private async existing(enterpriseId: number, ids: readonly number[]): Promise<number[]> {
    if (!ids.length) return [];
    return (await this.types.find({ select: { id: true }, where: { enterprise_id: enterpriseId, id: In([...ids]) } })).map((t) => t.id);
  }
}
