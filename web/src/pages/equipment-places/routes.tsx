import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Equipment places (issue #4): locations with floor plans and QR codes, asset addresses, the equipment map,
 * in/out/transfer orders and inventory counts. Paths and menu keys as the server's menu seed
 * (libs/equipment/src/equipment.seeder.ts) has them; each page needs its menu entry's permission code.
 */
export const routes: PageRoute[] = [
  {
    path: 'asset/address',
    menuKey: 'menu.basic.address',
    permission: Permission.assetPosition.list,
    page: lazyPage(() => import('./location/LocationTreePage'), 'LocationTreePage'),
  },
  {
    path: 'asset/address/view',
    menuKey: 'menu.basic.addressView',
    permission: Permission.assetPosition.list,
    page: lazyPage(() => import('./location/LocationDetailPage'), 'LocationDetailPage'),
  },
  {
    path: 'asset/assetAddress',
    menuKey: 'menu.basic.assetAddress',
    permission: Permission.assetAddress.list,
    page: lazyPage(() => import('./address/AddressListPage'), 'AddressListPage'),
  },
  { path: 'eqpt/map', menuKey: 'menu.eqpt.map', permission: Permission.equipment.list, page: lazyPage(() => import('./map/EquipmentMapPage'), 'EquipmentMapPage') },
  { path: 'eqpt/io', menuKey: 'menu.eqpt.io', permission: Permission.equipmentIo.list, page: lazyPage(() => import('./io/IoListPage'), 'IoListPage') },
  { path: 'eqpt/io/view', menuKey: 'menu.eqpt.ioView', permission: Permission.equipmentIo.list, page: lazyPage(() => import('./io/IoViewPage'), 'IoViewPage') },
  {
    path: 'eqpt/inventory',
    menuKey: 'menu.eqpt.inventory',
    permission: Permission.equipmentCount.list,
    page: lazyPage(() => import('./count/CountListPage'), 'CountListPage'),
  },
];
