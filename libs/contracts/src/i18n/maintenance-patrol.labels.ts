import type { Catalog } from './catalog';

/** Spot-check and patrol screens (issue 14 items 5 and 6): points, routes, route plans, tasks and the phone page. */
export const maintenancePatrolLabels = {
  'maintenance.patrol.fields.name': { zh_CN: '名称', en_US: 'Name' },
} satisfies Catalog;
