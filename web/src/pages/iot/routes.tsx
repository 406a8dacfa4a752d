import { Permission } from '@gengyun/contracts/permissions';
import { lazyPage, type PageRoute } from '@/app/route-types';

const P = Permission;

/**
 * Meters and live monitoring under /gengyun (SPEC section 2: monitor (add, view), iot/store, watch/flowmeter
 * (add, view), eqpt/monitor). Menu keys and permission codes as libs/iot's menu seed has them; the refused uplinks
 * (dead letters) are a tab of `monitor`, as the menu has no entry of their own.
 */
export const routes: PageRoute[] = [
  { path: 'monitor', menuKey: 'menu.iot.monitor', permission: P.monitor.view, page: lazyPage(() => import('./monitor/MeterListPage'), 'MeterListPage') },
  { path: 'monitor/add', menuKey: 'menu.iot.monitorAdd', permission: P.meter.add, page: lazyPage(() => import('./monitor/MeterFormPage'), 'MeterAddPage') },
  { path: 'monitor/view', menuKey: 'menu.iot.monitorView', permission: P.meter.list, page: lazyPage(() => import('./monitor/MeterDetailPage'), 'MeterDetailPage') },
  { path: 'iot/store', menuKey: 'menu.iot.store', permission: P.meter.list, page: lazyPage(() => import('./store/IotStorePage'), 'IotStorePage') },
  { path: 'watch/flowmeter', menuKey: 'menu.iot.flowmeter', permission: P.meter.list, page: lazyPage(() => import('./flowmeter/FlowmeterListPage'), 'FlowmeterListPage') },
  { path: 'watch/flowmeter/add', menuKey: 'menu.iot.flowmeterAdd', permission: P.meter.add, page: lazyPage(() => import('./monitor/MeterFormPage'), 'FlowmeterAddPage') },
  { path: 'watch/flowmeter/view', menuKey: 'menu.iot.flowmeterView', permission: P.meter.list, page: lazyPage(() => import('./monitor/MeterDetailPage'), 'FlowmeterDetailPage') },
  { path: 'eqpt/monitor', menuKey: 'menu.iot.eqptMonitor', permission: P.monitor.view, page: lazyPage(() => import('./equipment/EquipmentMonitorPage'), 'EquipmentMonitorPage') },
];
