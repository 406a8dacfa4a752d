import { lazyPage, type PageRoute } from '@/app/route-types';

/**
 * Reserved standalone entries of SPEC section 2 (outside the /gengyun shell). Screens and the report viewer
 * are always open; the designer needs a menu entry; /demo any logged-in user. Pages are placeholders until
 * the reports and screens areas replace them here.
 */
const comingSoon = lazyPage(() => import('./ComingSoonPage'), 'ComingSoonPage');

const screen = (name: string): PageRoute => ({ path: `/screen/${name}`, menuKey: `menu.screen.${name}`, permission: 'open', page: comingSoon });

export const routes: PageRoute[] = [
  ...['one', 'two', 'three', 'four', 'five'].map(screen),
  { path: '/scn/fcf098589f4b', menuKey: 'menu.scn.fcf098589f4b', permission: 'open', page: comingSoon },
  { path: '/data/report/ReportViewer', menuKey: 'menu.report.viewer', permission: 'open', page: comingSoon },
  { path: '/data/report/ReportDesigner', menuKey: 'menu.report.designer', permission: 'menu', page: comingSoon },
  { path: '/demo', menuKey: 'menu.demo', permission: 'loggedIn', page: comingSoon },
];
