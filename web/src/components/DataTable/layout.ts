import { useLayoutEffect, useState, type RefCallback } from 'react';

/**
 * How every list fits its width (issue 12, item 4): each data column has a minimum width (its own, the factory's
 * default, and never narrower than its title); key columns come first; when the table is wider than the minimums
 * the extra width is shared in proportion, so a wide screen is used, and when it is narrower the table scrolls
 * sideways instead of squeezing a column (the fixed actions column never covers a key column that fits).
 */

/** Minimum width of a data column without one of its own. */
export const DEFAULT_MIN_WIDTH = 120;
/** Cell padding and borders of a small bordered table, both sides. */
const CELL_CHROME = 18;
/** A sorter or filter icon in the header. */
const HEADER_ICON = 22;
/** Borders of the table itself; left unassigned so that rounding never adds a scrollbar. */
export const TABLE_SLACK = 2;

export interface Sizable {
  key: string;
  width?: number | string;
  minWidth?: number;
  essential?: boolean;
  hideable?: boolean;
  sorter?: unknown;
  filters?: unknown;
}

/** A key column: marked `essential`, or one that cannot be hidden. */
export const isKeyColumn = (column: Pick<Sizable, 'essential' | 'hideable'>): boolean =>
  column.essential === true || column.hideable === false;

/** Key columns first, each group in the order given. */
export function keyColumnsFirst<C extends Sizable>(columns: readonly C[]): C[] {
  return [...columns.filter(isKeyColumn), ...columns.filter((column) => !isKeyColumn(column))];
}

/** Width a header text needs on one line at 14 px: wide (CJK, full-width) characters 14 px, others about 8 px. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 14 : 8;
  return Math.ceil(width);
}

/** A column's minimum: its numeric width, else its `minWidth`, else the default; never below its title. */
export function minWidthOf(column: Sizable, title = ''): number {
  const own = typeof column.width === 'number' ? column.width : (column.minWidth ?? DEFAULT_MIN_WIDTH);
  const icons = (column.sorter ? HEADER_ICON : 0) + (column.filters ? HEADER_ICON : 0);
  return Math.max(own, title ? textWidth(title) + CELL_CHROME + icons : 0);
}

/**
 * Widths for columns with these minimums in `available` pixels (0: unknown): the minimums when they do not fit
 * (the table scrolls), else the minimums grown in proportion to fill exactly `available`.
 */
export function fitWidths(minimums: readonly number[], available: number): number[] {
  const total = minimums.reduce((sum, width) => sum + width, 0);
  if (!minimums.length || available <= total) return [...minimums];
  const widths = minimums.map((width) => Math.floor((width * available) / total));
  const rest = available - widths.reduce((sum, width) => sum + width, 0);
  widths[widths.length - 1] = (widths[widths.length - 1] as number) + rest;
  return widths;
}

/** The rendered width of an element (0 until it is measured, or while it is not displayed), kept current. */
export function useElementWidth<E extends HTMLElement>(): [RefCallback<E>, number] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
