import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { SPARE_PART_BUSINESS_NO, SparePartService } from './part/spare-part.service';
import { WAREHOUSE_BUSINESS_NO } from './warehouse/warehouse.service';
import { WarehouseScope } from './warehouse/warehouse-scope';

/** Who may read the change logs of parts (those who may list them) and warehouses (those who may see the warehouse). */
@Injectable()
export class InventoryOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly parts: SparePartService,
    private readonly warehouses: WarehouseScope,
  ) {}

  onModuleInit(): void {
    this.audit.register(SPARE_PART_BUSINESS_NO, { permissions: [P.sparePart.list], check: async (ctx, id) => void (await this.parts.find(ctx, id)) });
    this.audit.register(WAREHOUSE_BUSINESS_NO, { permissions: [P.warehouse.list], check: async (ctx, id) => void (await this.warehouses.find(ctx, id)) });
  }
}
