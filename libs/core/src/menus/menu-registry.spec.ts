import { MenuRegistry, MenuType, menuRoute } from './menu-registry';

describe('MenuRegistry', () => {
  it('puts entries under another area’s folder after its own, whichever area was set up first', () => {
    const registry = new MenuRegistry();
    registry.add([menuRoute('menu.admin.language', 'language')], 'menu.admin');
    registry.add([{ langKey: 'menu.admin', type: MenuType.folder, children: [menuRoute('menu.admin.user', 'user')] }, { langKey: 'menu.iot', type: MenuType.folder }]);
    registry.add([menuRoute('menu.admin.config', 'config')], 'menu.admin');
    const tree = registry.tree();
    expect(tree.map((n) => n.langKey)).toEqual(['menu.admin', 'menu.iot']);
    expect(tree[0]?.children?.map((n) => n.langKey)).toEqual(['menu.admin.user', 'menu.admin.language', 'menu.admin.config']);
  });

  it('leaves what was declared untouched, so the tree can be built again', () => {
    const registry = new MenuRegistry();
    const admin = { langKey: 'menu.admin', type: MenuType.folder, children: [] };
    registry.add([admin]);
    registry.add([menuRoute('menu.admin.user', 'user')], 'menu.admin');
    registry.tree();
    expect(admin.children).toEqual([]);
    expect(registry.tree()[0]?.children).toHaveLength(1);
  });

  it('refuses a folder no area declares', () => {
    const registry = new MenuRegistry();
    registry.add([menuRoute('menu.nowhere.page', 'page')], 'menu.nowhere');
    expect(() => registry.tree()).toThrow(/menu\.nowhere/);
  });

  it('makes a route with its buttons', () => {
    expect(menuRoute('menu.x', 'x', 'iot:meter:list', [['add', 'iot:meter:add']])).toEqual({
      langKey: 'menu.x',
      type: MenuType.route,
      route: 'x',
      perms: 'iot:meter:list',
      children: [{ langKey: 'menu.x.add', type: MenuType.button, perms: 'iot:meter:add' }],
    });
  });
});
