/// <reference lib="dom" />
import type { Locator, Page } from 'playwright-core';

export interface ColumnPlace {
  title: string;
  found: boolean;
  left: number;
  right: number;
  /** Left edge of the first column fixed at the right (the actions column), or the table's right edge. */
  fixedLeft: number;
  /** Left edge of the table's scrolling body. */
  bodyLeft: number;
  viewportWidth: number;
  /** The first row's cell in this column, as shown. */
  cellText: string;
  /** That cell's text is cut (ellipsis or overflow). */
  cellCut: boolean;
}

/**
 * Where each titled column of `table` (an element holding one antd table) sits: header box, the fixed actions
 * column's left edge, and whether the first row's cell in it is cut. Titles match the header text exactly or, when
 * they end with `*`, by prefix.
 */
export function columnPlaces(table: Locator, titles: string[]): Promise<ColumnPlace[]> {
  return table.evaluate((root, wanted) => {
    const heads = Array.from(root.querySelectorAll<HTMLTableCellElement>('.ant-table-thead th'));
    const fixed = heads.find((th) => /ant-table-cell-fix-(right|end)/.test(th.className));
    const tableBox = root.querySelector('.ant-table')!.getBoundingClientRect();
    const scroller = root.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
    const row = root.querySelector('tbody tr.ant-table-row');
    const cut = (element: Element | null): boolean =>
      !!element && Array.from([element, ...Array.from(element.querySelectorAll('*'))]).some((e) => (e as HTMLElement).scrollWidth > (e as HTMLElement).clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible');
    return wanted.map((title) => {
      const th = heads.find((h) => {
        const text = (h.textContent ?? '').trim();
        return title.endsWith('*') ? text.startsWith(title.slice(0, -1)) : text === title;
      });
      const box = th?.getBoundingClientRect();
      const cell = th && row ? row.children[th.cellIndex] ?? null : null;
      return {
        title,
        found: Boolean(th),
        left: box?.left ?? 0,
        right: box?.right ?? 0,
        fixedLeft: fixed ? fixed.getBoundingClientRect().left : tableBox.right,
        bodyLeft: scroller.getBoundingClientRect().left,
        viewportWidth: window.innerWidth,
        cellText: (cell as HTMLElement | null)?.innerText.trim() ?? '',
        cellCut: cut(cell),
      };
    });
  }, titles);
}

/**
 * Columns of `places` that are missing, outside the viewport, under the fixed actions column, or cut (except those
 * listed in `mayCut`, whose long texts end in an ellipsis by design).
 */
export const hiddenColumns = (places: ColumnPlace[], mayCut: string[] = []): string[] =>
  places
    .filter((p) => !p.found || p.left < p.bodyLeft - 1 || p.right > p.fixedLeft + 1 || p.right > p.viewportWidth || (p.cellCut && !mayCut.includes(p.title)))
    .map((p) => `${p.title} (${p.found ? `${Math.round(p.left)}–${Math.round(p.right)}, actions at ${Math.round(p.fixedLeft)}${p.cellCut ? `, cell "${p.cellText}" cut` : ''}` : 'missing'})`);

/**
 * What covers an element: the element at its centre, when that is not the element itself or inside it (a banner,
 * a drawer, a toast). Empty when nothing covers it.
 */
export function coveredBy(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || el === hit || el.contains(hit)) return '';
    const owner = hit.closest('[data-testid]');
    return `${hit.tagName.toLowerCase()}.${hit.className}${owner ? ` in [data-testid=${owner.getAttribute('data-testid')}]` : ''}`;
  });
}

/** Whether two boxes overlap (touching edges do not count). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width - 0.5 && y.x < x.x + x.width - 0.5 && x.y < y.y + y.height - 0.5 && y.y < x.y + x.height - 0.5;
}

/** Line boxes of an element's text (1 when it stays on one line). */
export function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** Opens a page from the side menu (no reload, so live state such as the alarm banner stays), unfolding its group. */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByTestId('menu');
  const entry = menu.getByText(item, { exact: true });
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}
