import { absolutePath, type PageRoute } from './route-types';
import { activateMenu, menuRouteToPath, normaliseMenu, permittedRoutes, withFixedEntries, type MenuEntry } from './menu-model';

const page = null as unknown as PageRoute['page'];
const table: PageRoute[] = [
  { path: 'home', menuKey: 'menu.personal.home', permission: 'loggedIn', page },
  { path: 'audit', menuKey: 'menu.audit', permission: 'identity:user:audit', page },
  { path: 'secret', menuKey: 'menu.secret', permission: 'identity:role:grant', page },
  { path: '/data/report/ReportDesigner', menuKey: 'menu.report.designer', permission: 'menu', page },
  { path: '/screen/one', menuKey: 'menu.screen.one', permission: 'open', page },
];

const menu: MenuEntry[] = normaliseMenu([
  {
    id: 1, type: 0, lang_key: 'menu.admin', items: [
      { id: 2, parent_id: 1, type: 1, url: 'user', lang_key: 'menu.admin.user', items: [
        { id: 3, parent_id: 2, type: 2, url: 'user/delete' },
        { id: 4, parent_id: 2, type: 3, url: '/gengyun/user/view' },
      ] },
    ],
  },
  { id: 5, type: 1, route: '/bom/list', langkey: 'menu.bom.list' },
]);

describe('menu model', () => {
  it('remaps the incoming field names', () => {
    expect(menu[0]).toMatchObject({ id: 1, pid: null, langkey: 'menu.admin', type: 0 });
    expect(menu[0].children?.[0]).toMatchObject({ id: 2, pid: 1, route: 'user', type: 1 });
  });

  it('turns menu routes into absolute paths', () => {
    expect(menuRouteToPath('user')).toBe('/gengyun/user');
    expect(menuRouteToPath('/eqpt/list?x=1')).toBe('/gengyun/eqpt/list');
    expect(menuRouteToPath('/gengyun/user/')).toBe('/gengyun/user');
    expect(menuRouteToPath('/screen/one')).toBe('/screen/one');
    expect(menuRouteToPath('/data/report/ReportDesigner')).toBe('/data/report/ReportDesigner');
    expect(absolutePath(table[0])).toBe('/gengyun/home');
  });

  it('permits pages and hidden details of the menu, logged-in rows and granted codes — not buttons', () => {
    const set = permittedRoutes(menu, table, ['identity:user:audit']);
    expect([...set].sort()).toEqual(['/gengyun/audit', '/gengyun/bom/list', '/gengyun/home', '/gengyun/user', '/gengyun/user/view', '/screen/one']);
  });

  it('a hidden detail route activates its parent page and opens the folders above', () => {
    expect(activateMenu(menu, '/gengyun/user/view')).toMatchObject({ selectedKey: '2', openKeys: ['1'] });
    expect(activateMenu(menu, '/gengyun/user')).toMatchObject({ selectedKey: '2', openKeys: ['1'] });
    expect(activateMenu(menu, '/gengyun/nothing')).toEqual({ entry: null, selectedKey: null, openKeys: [] });
  });

  it('appends the spare-part detail view only for users who have the spare-part list', () => {
    const withList = withFixedEntries(menu);
    expect(permittedRoutes(withList, [], []).has('/gengyun/bom/list/view')).toBe(true);
    expect(activateMenu(withList, '/gengyun/bom/list/view').selectedKey).toBe('5');
    expect(withFixedEntries(menu.slice(0, 1))).toHaveLength(1);
  });
});
