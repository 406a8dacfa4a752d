import { indexTree, initialChecked, selectAll, toMenuIds, toTreeNodes, toggle } from './grant-tree';
import { parseIdTags, toScopes } from './data-scopes';
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
    const nodes = toTreeNodes(tree, (key, fallback) => (key === 'menu.admin' ? 'Administration' : fallback));
    expect(nodes[0].title).toBe('Administration');
    expect(nodes[0].children[0].children[0]).toMatchObject({ key: 10, title: 'add', isButton: true });
  });
});

describe('data scopes', () => {
  it('keeps positive whole-number ids and reports the rest', () => {
    expect(parseIdTags(['3', ' 7 ', '3', 'x', '0', '-2', '1.5'])).toEqual({ ids: [3, 7], invalid: ['x', '0', '-2', '1.5'] });
  });

  it('sends every dimension, empty meaning unrestricted', () => {
    expect(toScopes({ warehouse: [5, 2] })).toEqual({
      location: [],
      equipment_type: [],
      work_order_type: [],
      warehouse: [2, 5],
      asset_category: [],
    });
  });
});
