import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

const crud = (g: { add: PermissionCode; edit: PermissionCode; delete: PermissionCode }): Array<[string, PermissionCode]> => [['add', g.add], ['edit', g.edit], ['delete', g.delete]];

/**
 * Menu entries of the spare-part routes (SPEC §2) this area serves so far: the parts catalogue `bom/list` with its
 * detail, warehouses `bom/warehouse`, and the storekeeper's workspace `bom/warehouseManageList` (stock by part and bin)
 * with its put-in, in/out-bound records, parts by type (typeIndex, typeIndexView, typeIndexAdd) and stock by part
 * (ListIndex, ListIndexView) pages, the reorder suggestions `bom/reorder` and the pending receipts `bom/receipt` with its detail (neither in SPEC's menu). The requisitions `bom/io` with
 * its detail; the `Inventory` workspace page comes with stocktakes (docs/decisions/inventory.md).
 */
export const INVENTORY_MENU: MenuSeed[] = [
  {
    langKey: 'menu.bom',
    type: MenuType.folder,
    icon: 'inbox',
    children: [
      route('menu.bom.list', 'bom/list', P.sparePart.list, [...crud(P.sparePart), ['cost', P.sparePart.cost]]),
      { langKey: 'menu.bom.listView', type: MenuType.detail, route: 'bom/list/view', perms: P.sparePart.list },
      route('menu.bom.warehouse', 'bom/warehouse', P.warehouse.list, crud(P.warehouse)),
      route('menu.bom.warehouseManage', 'bom/warehouseManageList', P.stock.list, [
        ['putIn', P.stock.putIn],
        ['move', P.stock.move],
        ['cost', P.stock.cost],
      ]),
      { langKey: 'menu.bom.putIn', type: MenuType.detail, route: 'bom/warehouseManageList/PutIn', perms: P.stock.putIn },
      { langKey: 'menu.bom.inOutBound', type: MenuType.detail, route: 'bom/warehouseManageList/InOutBound', perms: P.stock.list },
      { langKey: 'menu.bom.typeIndex', type: MenuType.detail, route: 'bom/warehouseManageList/typeIndex', perms: P.stock.list },
      { langKey: 'menu.bom.typeIndexView', type: MenuType.detail, route: 'bom/warehouseManageList/typeIndexView', perms: P.stock.list },
      { langKey: 'menu.bom.typeIndexAdd', type: MenuType.detail, route: 'bom/warehouseManageList/typeIndexAdd', perms: P.sparePart.add },
      { langKey: 'menu.bom.listIndex', type: MenuType.detail, route: 'bom/warehouseManageList/ListIndex', perms: P.stock.list },
      { langKey: 'menu.bom.listIndexView', type: MenuType.detail, route: 'bom/warehouseManageList/ListIndexView', perms: P.stock.list },
      { langKey: 'menu.bom.bins', type: MenuType.detail, route: 'bom/warehouseManageList/bins', perms: P.stock.list },
      route('menu.bom.reorder', 'bom/reorder', P.stock.list),
      route('menu.bom.receipt', 'bom/receipt', P.stock.list, [['putIn', P.stock.putIn]]),
      { langKey: 'menu.bom.receiptView', type: MenuType.detail, route: 'bom/receipt/view', perms: P.stock.list },
      route('menu.bom.io', 'bom/io', P.requisition.list, [
        ['approve', P.requisition.approve],
        ['issue', P.requisition.issue],
        ['request', P.requisition.request],
      ]),
      { langKey: 'menu.bom.ioView', type: MenuType.detail, route: 'bom/io/view', perms: P.requisition.list },
      { langKey: 'menu.bom.ioPrint', type: MenuType.detail, route: 'bom/io/print', perms: P.requisition.list },
    ],
  },
];
