import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthContext, SeedContext, Seeder } from '@gengyun/core';
import { MenuService, RoleService, systemContext } from '@gengyun/identity';
import { Permission as P } from '@gengyun/contracts';
import { SparePartService } from '../part/spare-part.service';
import { Warehouse } from '../warehouse/warehouse.entity';
import { WarehouseService } from '../warehouse/warehouse.service';
import { StockLedger, type Leg } from '../stock/stock-ledger.service';
import { DEMO_PARTS, DEMO_WAREHOUSES } from './demo-stock';

/**
 * Demo data of the inventory area: two warehouses with bins (the administrator manages the main one), ~15 parts, and
 * their opening stock as put-ins of an opening document, so costs and the ledger start as a storekeeper's would; the
 * work-order demo's technicians and dispatchers may request parts. It runs once: the main warehouse's presence marks it done.
 */
@Injectable()
export class InventoryDemoSeeder implements Seeder {
  constructor(
    @InjectRepository(Warehouse) private readonly warehouseRows: Repository<Warehouse>,
    private readonly warehouses: WarehouseService,
    private readonly parts: SparePartService,
    private readonly ledger: StockLedger,
    private readonly roles: RoleService,
    private readonly menus: MenuService,
  ) {}

  async seed(seed: SeedContext): Promise<void> {
    if (await this.warehouseRows.exists({ where: { enterprise_id: seed.enterpriseId, code: DEMO_WAREHOUSES[0].code } })) return;
    const admin: AuthContext = { ...systemContext(seed.enterpriseId), userId: seed.adminUserId };
    const stores = [];
    for (const [i, w] of DEMO_WAREHOUSES.entries()) {
      stores.push(await this.warehouses.add(admin, { code: w.code, name: w.name, address: w.address, manager_id: i === 0 ? seed.adminUserId : undefined, bins: w.bins.map((code) => ({ code })) }));
    }
    const legs: Leg[] = [];
    for (const p of DEMO_PARTS) {
      const part = await this.parts.add(admin, {
        spare_part_code: p.code,
        name: p.name,
        bom_type: p.type,
        specification: p.spec,
        unit: p.unit,
        price: p.price,
        safety_stock_min: p.min,
        safety_stock_max: p.max,
        batch_tracking: p.batch ?? false,
      });
      for (const [store, bin, quantity] of p.stock) {
        const warehouse = stores[store] as (typeof stores)[number];
        legs.push({ type: 'putIn', part: { id: part.id, spare_part_code: p.code }, warehouseId: warehouse.id, binId: warehouse.bins[bin]?.id ?? null, batchNo: p.batch ? 'OPEN-0001' : null, quantity, unitPrice: Number(p.price) });
      }
    }
    await this.ledger.record(admin, { documentType: 'opening', documentId: null, supplierId: null, reason: '期初库存' }, legs);
    await this.grant(admin);
  }

  /** The work-order demo's technicians request parts on their orders; its dispatchers also see the requisitions. */
  private async grant(ctx: AuthContext): Promise<void> {
    const wanted: Array<[string, string[]]> = [
      ['维修工', [P.requisition.request]],
      ['调度负责人', [P.requisition.request, P.requisition.list]],
    ];
    for (const [name, codes] of wanted) {
      const [role] = await this.roles.byNames(ctx.enterpriseId, [name]);
      if (!role) continue;
      const held = (await this.roles.detail(ctx, role.id)).menuIds;
      await this.roles.grant(ctx, { id: role.id, menuIds: [...new Set([...held, ...(await this.menus.idsForCodes(codes))])] });
    }
  }
}
