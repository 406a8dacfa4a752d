import { i18n } from '@/i18n/i18n-instance';
import { indexTree, initialChecked, menuLabel, selectAll, toMenuIds, toTreeNodes, toggle } from './grant-tree';
import { shownScopes, toScopeTree, toScopes } from './data-scopes';
import type { MenuNode } from './role.api';

const node = (id: number, type: number, langkey: string, children: MenuNode[] = []): MenuNode => ({
  id,
  pid: 0,
  route: '',
  icon: '',
  langkey,
  name: langkey.split('.').pop() ?? '',
  type,
  children,
});

// admin folder → user page (add, delete buttons) and org page (no buttons); a personal folder with home.
const tree = [
  node(8, 0, 'menu.admin', [node(9, 1, 'menu.admin.user', [node(10, 2, 'menu.admin.user.add'), node(11, 2, 'menu.admin.user.delete')]), node(20, 1, 'menu.admin.org')]),
  node(1, 0, 'menu.personal', [node(2, 1, 'menu.personal.home')]),
];
const index = indexTree(tree);

describe('grant tree → menuIds', () => {
  it('ticking a button ticks its page and folder, not its siblings', () => {
    expect(toMenuIds(toggle(index, new Set(), 10, true))).toEqual([8, 9, 10]);
  });

  it('ticking a folder ticks everything under it', () => {
    expect(toMenuIds(toggle(index, new Set(), 8, true))).toEqual([8, 9, 10, 11, 20]);
  });

  it('clearing a page clears its buttons but keeps the folder and other pages', () => {
    const all = toggle(index, new Set(), 8, true);
    expect(toMenuIds(toggle(index, all, 9, false))).toEqual([8, 20]);
  });

  it('a page can be granted without its buttons (entries are independent on the server)', () => {
    const page = toggle(index, new Set(), 9, true);
    expect(toMenuIds(toggle(index, page, 10, false))).toEqual([8, 9, 11]);
    expect(toMenuIds(toggle(index, toggle(index, page, 10, false), 11, false))).toEqual([8, 9]);
  });

  it('the saved ids load as they are, minus entries that no longer exist', () => {
    expect(toMenuIds(initialChecked(index, [8, 9, 20, 999]))).toEqual([8, 9, 20]);
    expect(toMenuIds(selectAll(index))).toEqual([1, 2, 8, 9, 10, 11, 20]);
  });

  it('titles come from the label function and buttons are marked', () => {
    const nodes = toTreeNodes(tree, (n) => (n.langkey === 'menu.admin' ? 'Administration' : n.name));
    expect(nodes[0].title).toBe('Administration');
    expect(nodes[0].children[0].children[0]).toMatchObject({ key: 10, title: 'add', isButton: true });
  });

  it.each([
    ['en_US', 'Approve in/out orders', 'Edit', 'Import roles'],
    ['zh_CN', '审批出入库单', '编辑', '导入角色'],
  ] as const)('labels every entry in the reader\'s language (%s): its own label, else the shared button word', async (lang, approve, edit, own) => {
    await i18n.changeLanguage(lang);
    const tLoose = (key: string, fallback = '') => (i18n.exists(key) ? i18n.t(key) : fallback);
    expect(menuLabel(node(30, 2, 'menu.eqpt.io.approve'), tLoose)).toBe(approve);
    expect(menuLabel(node(31, 2, 'menu.eqpt.io.edit'), tLoose)).toBe(edit);
    expect(menuLabel(node(32, 2, 'menu.admin.user.import'), tLoose)).toBe(own);
    expect(menuLabel(node(33, 2, 'menu.x.frobnicate'), tLoose)).toBe('frobnicate');
  });
});

describe('data scopes', () => {
  const dimensions = [
    { dimension: 'location' as const, nodes: [{ id: 1, parent_id: null, name: 'Plant' }, { id: 2, parent_id: 1, name: 'Pump room' }, { id: 5, parent_id: 4, name: 'Lab' }] },
    { dimension: 'equipment_type' as const, nodes: [{ id: 7, parent_id: null, name: 'Pump' }] },
  ];

  it('builds each picker tree by name; a node whose parent is not visible is a root', () => {
    expect(toScopeTree(dimensions[0].nodes)).toEqual([
      { value: 1, title: 'Plant', children: [{ value: 2, title: 'Pump room', children: [] }] },
      { value: 5, title: 'Lab', children: [] },
    ]);
  });

  it('shows the saved ids the user may pick in the dimensions the server applies, counting the others as dropped', () => {
    expect(shownScopes({ location: [2, 99], warehouse: [4] }, dimensions)).toEqual({ scopes: { location: [2], equipment_type: [] }, dropped: 2 });
    expect(shownScopes({}, dimensions)).toEqual({ scopes: { location: [], equipment_type: [] }, dropped: 0 });
  });

  it('sends every applied dimension and only those, ids ascending, empty meaning unrestricted', () => {
    expect(toScopes({ location: [5, 2], warehouse: [3] }, ['location', 'equipment_type'])).toEqual({ location: [2, 5], equipment_type: [] });
  });
});
