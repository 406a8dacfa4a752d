import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/** Spare-part screens under /gengyun (issue 15): the parts catalogue, warehouses, the storekeeper's stock pages, the reorder suggestions and the requisitions. */
export const routes: PageRoute[] = [
  {
    path: 'bom/list',
    menuKey: 'menu.bom.list',
    permission: Permission.sparePart.list,
    page: lazyPage(() => import('./part/PartListPage'), 'PartListPage'),
  },
  {
    path: 'bom/list/view',
    menuKey: 'menu.bom.listView',
    permission: Permission.sparePart.list,
    page: lazyPage(() => import('./part/PartDetailPage'), 'PartDetailPage'),
  },
  {
    // The fixed "spare part detail" entry the server appends to every menu (SPEC §3) names this workspace page.
    path: 'bom/warehouseManageList/view',
    menuKey: 'menu.bom.partDetail',
    permission: Permission.sparePart.list,
    page: lazyPage(() => import('./part/PartDetailPage'), 'PartDetailPage'),
  },
  {
    path: 'bom/warehouse',
    menuKey: 'menu.bom.warehouse',
    permission: Permission.warehouse.list,
    page: lazyPage(() => import('./warehouse/WarehouseListPage'), 'WarehouseListPage'),
  },
  {
    path: 'bom/warehouseManageList',
    menuKey: 'menu.bom.warehouseManage',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/StockPage'), 'StockPage'),
  },
  {
    path: 'bom/warehouseManageList/PutIn',
    menuKey: 'menu.bom.putIn',
    permission: Permission.stock.putIn,
    page: lazyPage(() => import('./stock/PutInPage'), 'PutInPage'),
  },
  {
    path: 'bom/warehouseManageList/InOutBound',
    menuKey: 'menu.bom.inOutBound',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/LedgerPage'), 'LedgerPage'),
  },
  {
    path: 'bom/warehouseManageList/typeIndex',
    menuKey: 'menu.bom.typeIndex',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/WorkspacePages'), 'PartsByTypePage'),
  },
  {
    path: 'bom/warehouseManageList/typeIndexView',
    menuKey: 'menu.bom.typeIndexView',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/WorkspacePages'), 'PartsOfTypePage'),
  },
  {
    path: 'bom/warehouseManageList/typeIndexAdd',
    menuKey: 'menu.bom.typeIndexAdd',
    permission: Permission.sparePart.add,
    page: lazyPage(() => import('./stock/WorkspacePages'), 'AddPartOfTypePage'),
  },
  {
    path: 'bom/warehouseManageList/ListIndex',
    menuKey: 'menu.bom.listIndex',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/WorkspacePages'), 'StockByPartPage'),
  },
  {
    path: 'bom/warehouseManageList/ListIndexView',
    menuKey: 'menu.bom.listIndexView',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/WorkspacePages'), 'PartInWarehousePage'),
  },
  {
    path: 'bom/warehouseManageList/bins',
    menuKey: 'menu.bom.bins',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./stock/BinStockPage'), 'BinStockPage'),
  },
  {
    path: 'bom/reorder',
    menuKey: 'menu.bom.reorder',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./safety/ReorderPage'), 'ReorderPage'),
  },
  {
    path: 'bom/receipt',
    menuKey: 'menu.bom.receipt',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./receipt/ReceiptListPage'), 'ReceiptListPage'),
  },
  {
    path: 'bom/receipt/view',
    menuKey: 'menu.bom.receiptView',
    permission: Permission.stock.list,
    page: lazyPage(() => import('./receipt/ReceiptDetailPage'), 'ReceiptDetailPage'),
  },
  {
    path: 'bom/io',
    menuKey: 'menu.bom.io',
    permission: Permission.requisition.list,
    page: lazyPage(() => import('./requisition/RequisitionListPage'), 'RequisitionListPage'),
  },
  {
    path: 'bom/io/view',
    menuKey: 'menu.bom.ioView',
    permission: Permission.requisition.list,
    page: lazyPage(() => import('./requisition/RequisitionDetailPage'), 'RequisitionDetailPage'),
  },
  {
    path: 'bom/io/print',
    menuKey: 'menu.bom.ioPrint',
    permission: Permission.requisition.list,
    page: lazyPage(() => import('./requisition/RequisitionPrintPage'), 'RequisitionPrintPage'),
  },
  {
    path: 'bom/warehouseManageList/Inventory',
    menuKey: 'menu.bom.inventory',
    permission: Permission.stocktake.list,
    page: lazyPage(() => import('./stocktake/StocktakeListPage'), 'StocktakeListPage'),
  },
  {
    path: 'bom/warehouseManageList/Inventory/view',
    menuKey: 'menu.bom.inventoryView',
    permission: Permission.stocktake.list,
    page: lazyPage(() => import('./stocktake/StocktakeDetailPage'), 'StocktakeDetailPage'),
  },
  {
    path: 'bom/warehouseManageList/Inventory/count',
    menuKey: 'menu.bom.inventoryCount',
    permission: Permission.stocktake.count,
    page: lazyPage(() => import('./stocktake/StocktakeCountPage'), 'StocktakeCountPage'),
  },
  {
    path: 'bom/warehouseManageList/Inventory/report',
    menuKey: 'menu.bom.inventoryReport',
    permission: Permission.stocktake.list,
    page: lazyPage(() => import('./stocktake/StocktakeReportPage'), 'StocktakeReportPage'),
  },
];
