import { Permission as P, type PermissionCode } from '@gengyun/contracts';
import { MenuType, menuRoute as route, type MenuSeed } from '@gengyun/core';

const crud = (g: { add: PermissionCode; edit: PermissionCode; delete: PermissionCode }): Array<[string, PermissionCode]> => [['add', g.add], ['edit', g.edit], ['delete', g.delete]];

/** Menu entries of the equipment routes (SPEC section 2); buttons carry the permission codes. */
export const EQUIPMENT_MENU: MenuSeed[] = [
  {
    langKey: 'menu.eqpt', type: MenuType.folder, icon: 'tool',
    children: [
      route('menu.eqpt.list', 'eqpt/list', P.equipment.list, [...crud(P.equipment), ['scrap', P.equipment.scrap], ['import', P.equipment.import], ['export', P.equipment.export]]),
      { langKey: 'menu.eqpt.listView', type: MenuType.detail, route: 'eqpt/list/view', perms: P.equipment.list },
      route('menu.eqpt.map', 'eqpt/map', P.equipment.list),
      route('menu.eqpt.io', 'eqpt/io', P.equipmentIo.list, [['edit', P.equipmentIo.edit], ['approve', P.equipmentIo.approve]]),
      { langKey: 'menu.eqpt.ioView', type: MenuType.detail, route: 'eqpt/io/view', perms: P.equipmentIo.list },
      route('menu.eqpt.inventory', 'eqpt/inventory', P.equipmentCount.list, [['edit', P.equipmentCount.edit]]),
      route('menu.eqpt.type', 'eqpt/type', P.equipmentType.list, crud(P.equipmentType)),
      route('menu.eqpt.model', 'eqpt/model', P.equipmentModel.list, crud(P.equipmentModel)),
    ],
  },
  {
    langKey: 'menu.basic', type: MenuType.folder, icon: 'database',
    children: [
      route('menu.basic.address', 'asset/address', P.assetPosition.list, crud(P.assetPosition)),
      route('menu.basic.assetAddress', 'asset/assetAddress', P.assetAddress.list, crud(P.assetAddress)),
      route('menu.basic.osah', 'osah', P.osah.list, crud(P.osah)),
      route('menu.basic.manufacturer', 'manufacturer', P.partner.list, crud(P.partner)),
    ],
  },
];
