import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { AuditOwners } from '@gengyun/core';
import { FileBusinessRegistry } from '@gengyun/files';
import { SPARE_PART_BUSINESS_NO, SparePartService } from './part/spare-part.service';
import { WAREHOUSE_BUSINESS_NO } from './warehouse/warehouse.service';
import { WarehouseScope } from './warehouse/warehouse-scope';

/**
 * Who may read the change logs of parts (those who may list them) and warehouses (those who may see the warehouse);
 * who may change a part's photos and documents (those who may edit it, on its detail page, under the enterprise's
 * picture-count limit).
 */
@Injectable()
export class InventoryOwners implements OnModuleInit {
  constructor(
    private readonly audit: AuditOwners,
    private readonly files: FileBusinessRegistry,
    private readonly parts: SparePartService,
    private readonly warehouses: WarehouseScope,
  ) {}

  onModuleInit(): void {
    const part = async (ctx: Parameters<SparePartService['find']>[0], id: number) => void (await this.parts.find(ctx, id));
    this.audit.register(SPARE_PART_BUSINESS_NO, { permissions: [P.sparePart.list], check: part });
    // The add form uploads before the part exists (bound on save); a saved part's files are changed on its detail page.
    this.files.registerOwner(SPARE_PART_BUSINESS_NO, { find: part, edit: [P.sparePart.edit], unbound: [P.sparePart.add] });
    this.audit.register(WAREHOUSE_BUSINESS_NO, { permissions: [P.warehouse.list], check: async (ctx, id) => void (await this.warehouses.find(ctx, id)) });
  }
}
