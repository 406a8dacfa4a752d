import { DEFAULT_MIN_WIDTH, fitWidths, isKeyColumn, keyColumnsFirst, minWidthOf, textWidth } from './layout';

describe('table layout', () => {
  it('puts key columns (essential, or not hideable) first, keeping the order within each group', () => {
    const columns = [{ key: 'a' }, { key: 'b', essential: true }, { key: 'c' }, { key: 'd', hideable: false }, { key: 'e', essential: false }];
    expect(keyColumnsFirst(columns).map((c) => c.key)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(isKeyColumn({ hideable: true })).toBe(false);
  });

  it('gives a column its width, else its minWidth, else the default, never narrower than its title', () => {
    expect(minWidthOf({ key: 'a' })).toBe(DEFAULT_MIN_WIDTH);
    expect(minWidthOf({ key: 'a', width: 90 })).toBe(90);
    expect(minWidthOf({ key: 'a', minWidth: 96, width: '20%' })).toBe(96);
    expect(textWidth('报警时间')).toBe(56);
    expect(textWidth('Raised')).toBe(48);
    expect(minWidthOf({ key: 'a', width: 60 }, '最后一次触发时间')).toBe(8 * 14 + 18);
    expect(minWidthOf({ key: 'a', width: 60, sorter: true }, '编号')).toBe(28 + 18 + 22);
  });

  it('keeps the minimums when they do not fit (the table scrolls) and fills the width exactly when they do', () => {
    expect(fitWidths([100, 200], 250)).toEqual([100, 200]);
    expect(fitWidths([100, 200], 0)).toEqual([100, 200]);
    expect(fitWidths([100, 200], 600)).toEqual([200, 400]);
    const widths = fitWidths([120, 170, 96], 1001);
    expect(widths.reduce((sum, w) => sum + w, 0)).toBe(1001);
    expect(widths.every((w, i) => w >= [120, 170, 96][i]!)).toBe(true);
    expect(fitWidths([], 500)).toEqual([]);
  });
});
