import type { Provider, Type } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { MenuType, menuEntries, menuRoute as route, type MenuSeed } from '@gengyun/core';
import { PartQrService } from '../part/qr/part-qr.service';
import { PartQrController } from '../part/qr/part-qr.controller';
import { Stocktake, StocktakeLine } from './stocktake.entity';
import { StocktakeService } from './stocktake.service';
import { StocktakeApproval } from './stocktake-approval.service';
import { StocktakeQueryService } from './stocktake-query.service';
import { StocktakeController } from './stocktake.controller';
import { StocktakeReport } from './stocktake-report';
import { StocktakeDemoSeeder } from './stocktake-demo.seeder';
import { BlindStock } from './blind-stock';

/**
 * The storekeeper workspace's `Inventory` page (SPEC §2 `bom/warehouseManageList/Inventory`) with its detail, the
 * phone-sized counting page and the printable difference report, under the spare-parts folder.
 */
export const STOCKTAKE_MENU: MenuSeed[] = [
  route('menu.bom.inventory', 'bom/warehouseManageList/Inventory', P.stocktake.list, [
    ['add', P.stocktake.add],
    ['count', P.stocktake.count],
    ['approve', P.stocktake.approve],
  ]),
  { langKey: 'menu.bom.inventoryView', type: MenuType.detail, route: 'bom/warehouseManageList/Inventory/view', perms: P.stocktake.list },
  { langKey: 'menu.bom.inventoryCount', type: MenuType.detail, route: 'bom/warehouseManageList/Inventory/count', perms: P.stocktake.count },
  { langKey: 'menu.bom.inventoryReport', type: MenuType.detail, route: 'bom/warehouseManageList/Inventory/report', perms: P.stocktake.list },
];

/** Part QR codes (issue 15 item 1) and stocktakes (item 6): what the inventory module registers for them. */
export const stocktakeParts: { entities: Type[]; providers: Provider[]; controllers: Type[] } = {
  entities: [Stocktake, StocktakeLine],
  providers: [menuEntries(STOCKTAKE_MENU, 'menu.bom'), PartQrService, StocktakeService, StocktakeApproval, StocktakeQueryService, StocktakeReport, StocktakeDemoSeeder, BlindStock],
  controllers: [PartQrController, StocktakeController],
};
