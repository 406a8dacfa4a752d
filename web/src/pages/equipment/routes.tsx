import { lazyPage, type PageRoute } from '@/app/route-types';
import { P } from './common/permissions';

/**
 * The equipment ledger and its catalogues under /gengyun (SPEC section 2: eqpt/list (add, view), eqpt/type,
 * eqpt/model; basic data: osah, manufacturer). Menu keys and permission codes as libs/equipment's menu seed has them;
 * locations, map, io orders and counts live in pages/equipment-places.
 */
export const routes: PageRoute[] = [
  { path: 'eqpt/list', menuKey: 'menu.eqpt.list', permission: P.equipment.list, page: lazyPage(() => import('./ledger/EquipmentListPage'), 'EquipmentListPage') },
  { path: 'eqpt/list/add', menuKey: 'menu.eqpt.listAdd', permission: P.equipment.add, page: lazyPage(() => import('./ledger/EquipmentFormPage'), 'EquipmentFormPage') },
  { path: 'eqpt/list/view', menuKey: 'menu.eqpt.listView', permission: P.equipment.list, page: lazyPage(() => import('./ledger/EquipmentDetailPage'), 'EquipmentDetailPage') },
  { path: 'eqpt/type', menuKey: 'menu.eqpt.type', permission: P.type.list, page: lazyPage(() => import('./type/TypeListPage'), 'TypeListPage') },
  { path: 'eqpt/model', menuKey: 'menu.eqpt.model', permission: P.model.list, page: lazyPage(() => import('./model/ModelListPage'), 'ModelListPage') },
  { path: 'manufacturer', menuKey: 'menu.basic.manufacturer', permission: P.partner.list, page: lazyPage(() => import('./partner/PartnerPage'), 'PartnerPage') },
  { path: 'osah', menuKey: 'menu.basic.osah', permission: P.osah.list, page: lazyPage(() => import('./osah/OsahListPage'), 'OsahListPage') },
];
