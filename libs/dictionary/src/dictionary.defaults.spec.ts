import { DEFAULT_TYPES, SPEC_OPTION_KEYS, unknownDefaultLabelKeys } from './dictionary.defaults';

describe('default dictionary types', () => {
  it('use only label keys the shipped catalogue has', () => {
    expect(unknownDefaultLabelKeys()).toEqual([]);
  });

  it('have unique codes and unique values per type; levels run 1 to 5 and page sizes are 10/20/50/100', () => {
    const codes = DEFAULT_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const t of DEFAULT_TYPES) expect(new Set(t.items.map((i) => i.value)).size).toBe(t.items.length);
    expect(DEFAULT_TYPES.find((t) => t.code === 'level')?.items.map((i) => i.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(DEFAULT_TYPES.find((t) => t.code === 'pageSizeList')?.items.map((i) => i.value)).toEqual(['10', '20', '50', '100']);
  });

  it('cover the option keys SPEC section 3 lists', () => {
    expect([...SPEC_OPTION_KEYS].sort()).toEqual(
      [
        'assetPosition', 'assetType', 'assetModel', 'status', 'customer', 'level', 'warrantyType', 'manufacturer', 'currency',
        'gender', 'enabledFlag', 'fileCategory', 'businessType', 'organizationType', 'bomType', 'operationPermission',
        'workType', 'priorityLevel', 'roleList', 'nodeHandleType', 'pageSizeList',
      ].sort(),
    );
  });
});
