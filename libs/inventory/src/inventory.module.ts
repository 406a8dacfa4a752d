import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries } from '@gengyun/core';
import { DictionaryModule } from '@gengyun/dictionary';
import { EquipmentModule } from '@gengyun/equipment';
import { FilesModule } from '@gengyun/files';
import { IdentityModule } from '@gengyun/identity';
import { SystemModule } from '@gengyun/system';
import { WorkOrdersModule } from '@gengyun/work-orders';
import { INVENTORY_MENU } from './inventory.permissions';
import { InventoryOwners } from './inventory.owners';
import { SparePart, SparePartFit } from './part/spare-part.entity';
import { SparePartService } from './part/spare-part.service';
import { SparePartController } from './part/spare-part.controller';
import { Warehouse, WarehouseBin } from './warehouse/warehouse.entity';
import { WarehouseScope } from './warehouse/warehouse-scope';
import { WarehouseService } from './warehouse/warehouse.service';
import { WarehouseController } from './warehouse/warehouse.controller';
import { StockBalance, StockMovement, StockValue } from './stock/stock.entity';
import { StockLedger } from './stock/stock-ledger.service';
import { StockLevels } from './stock/stock-levels';
import { BinStock } from './stock/bin-stock';
import { StockQueryService } from './stock/stock-query.service';
import { StockService } from './stock/stock.service';
import { StockController } from './stock/stock.controller';
import { StockReceipt, StockReceiptLine } from './receipt/receipt.entity';
import { OnOrder } from './receipt/on-order';
import { ReceiptService } from './receipt/receipt.service';
import { ReceiptController } from './receipt/receipt.controller';
import { PartOrder } from './order/part-order.entity';
import { PartOrderService } from './order/part-order.service';
import { NamedOrders } from './order/named-orders';
import { OrderFulfilment } from './order/order-fulfilment';
import { PartOrderController } from './order/part-order.controller';
import { SafetyAlert } from './safety/safety-alert.entity';
import { SafetyCrossings } from './safety/safety-crossings';
import { SafetyNotifier } from './safety/safety-notifier';
import { MinimumChange } from './safety/minimum-change';
import { ReorderService } from './safety/reorder.service';
import { ReorderController } from './safety/reorder.controller';
import { SafetyBenchCard } from './safety/safety-bench-card';
import { Requisition, RequisitionLine } from './requisition/requisition.entity';
import { RequisitionService } from './requisition/requisition.service';
import { RequisitionStoreService } from './requisition/requisition-store.service';
import { RequisitionReplaceService } from './requisition/requisition-replace.service';
import { RequisitionStandInsService } from './requisition/requisition-stand-ins.service';
import { RequisitionViews } from './requisition/requisition-views';
import { RequisitionArrivals } from './requisition/requisition-arrivals';
import { RequisitionNotifier } from './requisition/requisition-notifier';
import { RequisitionGuards } from './requisition/requisition-guards';
import { RequisitionController } from './requisition/requisition.controller';
import { InventoryDemoSeeder } from './demo/inventory-demo.seeder';
import { stocktakeParts } from './stocktake/stocktake.parts';
import { LedgerExportService } from './transfer/ledger-export.service';
import { LedgerExportController } from './transfer/ledger-export.controller';
import { SheetImports } from './transfer/sheet-import';
import { PartImportService } from './transfer/part-import.service';
import { PartExportService } from './transfer/part-export.service';
import { OpeningImportService } from './transfer/opening-import.service';
import { InventoryTransferController } from './transfer/inventory-transfer.controller';
import { ViewNames } from './view-names';

const entities = [SparePart, SparePartFit, Warehouse, WarehouseBin, StockBalance, StockValue, StockMovement, StockReceipt, StockReceiptLine, PartOrder, SafetyAlert, Requisition, RequisitionLine, ...stocktakeParts.entities];

/** Spare parts and warehouses (issue 15): the parts catalogue, warehouses and bins with their data scope, the stock ledger, safety stock, requisitions of work orders. */
@Module({
  imports: [TypeOrmModule.forFeature(entities), IdentityModule, SystemModule, DictionaryModule, FilesModule, EquipmentModule, WorkOrdersModule],
  controllers: [SparePartController, WarehouseController, StockController, ReceiptController, PartOrderController, ReorderController, RequisitionController, ...stocktakeParts.controllers, LedgerExportController, InventoryTransferController],
  providers: [
    menuEntries(INVENTORY_MENU),
    InventoryOwners,
    // the names beside the ids of answers
    ViewNames,
    // catalogue
    SparePartService,
    // warehouses
    WarehouseScope, WarehouseService,
    // stock
    StockLedger, StockLevels, StockQueryService, StockService, BinStock,
    // pending receipts (stock-in "in progress")
    OnOrder, ReceiptService,
    // orders placed (on order)
    PartOrderService, OrderFulfilment, NamedOrders,
    // safety stock
    SafetyCrossings, SafetyNotifier, MinimumChange, ReorderService, SafetyBenchCard,
    // requisitions
    RequisitionService, RequisitionStoreService, RequisitionReplaceService, RequisitionStandInsService, RequisitionViews, RequisitionArrivals, RequisitionNotifier, RequisitionGuards,
    // demo
    InventoryDemoSeeder,
    // part QR codes and stocktakes
    ...stocktakeParts.providers,
    // import/export centre
    LedgerExportService, SheetImports, PartImportService, PartExportService, OpeningImportService,
  ],
  exports: [StockLedger, StockQueryService, InventoryDemoSeeder],
})
export class InventoryModule {}
