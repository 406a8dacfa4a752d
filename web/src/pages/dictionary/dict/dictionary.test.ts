import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { buildItemTree, subtreeIds, type DictItemRow } from './dictionary.api';

const item = (id: number, parent_id: number | null): DictItemRow => ({
  ...TENANT_COLUMNS,
  id,
  parent_id,
  type_id: 1,
  value: String(id),
  text: `t${id}`,
  text_label: `t${id}`,
  is_lang: false,
  sort: id,
  enabled: true,
  extend: null,
});

describe('dictionary item tree', () => {
  const rows = [item(1, null), item(2, 1), item(3, 2), item(4, null), item(5, 99)];

  it('nests items under their parents; orphans stay on top and leaves have no children', () => {
    const tree = buildItemTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 4, 5]);
    expect(tree[0].children?.map((n) => n.id)).toEqual([2]);
    expect(tree[0].children?.[0].children?.map((n) => n.id)).toEqual([3]);
    expect(tree[1].children).toBeUndefined();
  });

  it('an item and its descendants cannot be its parent', () => {
    expect([...subtreeIds(rows, 1)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeIds(rows, 4)]).toEqual([4]);
  });
});
