import type { ReactNode } from 'react';
import type { TableColumnType as ColumnType } from 'antd';
import { StatusTag, type StatusOptions } from '../StatusTag';
import { DATE_TIME_FORMAT, formatDate } from './format';
import { EllipsisText, Label, LevelCell, LinkCell, SelectCell, SwitchCell, type CellOption } from './cells';

/**
 * A table column with a stable key, a label key for its title, and visibility settings. Its numeric `width` (or
 * `minWidth`, or 120 px) is the narrowest it gets; the table widens columns to fill the space and scrolls sideways
 * rather than squeeze them (see `layout.ts`).
 */
export interface DataColumn<T> extends ColumnType<T> {
  key: string;
  titleKey?: string;
  /** Listed in the column picker (default true). */
  hideable?: boolean;
  /** Hidden until the user shows it (and after reset). */
  defaultHidden?: boolean;
  /** A key column of the list: shown before the others, so that it stays in view on a narrow screen. Columns that cannot be hidden are key columns too. */
  essential?: boolean;
}

export interface BaseColumnOptions<T> extends Omit<DataColumn<T>, 'render' | 'title'> {
  /** Row field; defaults to `key`. */
  dataIndex?: string;
}


const field = (row: unknown, name: string): unknown => (row as Record<string, unknown> | null)?.[name];

function base<T>({ titleKey, dataIndex, ...rest }: BaseColumnOptions<T>): DataColumn<T> {
  return {
    align: 'center',
    ...rest,
    titleKey,
    dataIndex: dataIndex ?? rest.key,
    title: titleKey ? <Label k={titleKey} /> : undefined,
  };
}

const nameOf = <T,>(column: DataColumn<T>): string => String(column.dataIndex ?? column.key);

export function textColumn<T>(options: BaseColumnOptions<T> & { format?: (value: unknown, row: T) => ReactNode }): DataColumn<T> {
  const { format, ...rest } = options;
  const column: DataColumn<T> = { ellipsis: true, ...base<T>(rest) };
  return {
    ...column,
    ellipsis: column.ellipsis ? { showTitle: false } : false,
    render: (_value, row) => {
      const value = field(row, nameOf(column));
      const content = format ? format(value, row) : ((value ?? '') as ReactNode);
      return column.ellipsis ? <EllipsisText>{content}</EllipsisText> : content;
    },
  };
}

export function enumColumn<T>(options: BaseColumnOptions<T> & { options: StatusOptions }): DataColumn<T> {
  const { options: statusOptions, ...rest } = options;
  const column = base<T>(rest);
  return { minWidth: 96, ...column, render: (_v, row) => <StatusTag value={field(row, nameOf(column))} options={statusOptions} /> };
}

export function dateColumn<T>(options: BaseColumnOptions<T> & { format?: string }): DataColumn<T> {
  const { format = DATE_TIME_FORMAT, ...rest } = options;
  const column = base<T>(rest);
  // 19 characters of `YYYY-MM-DD HH:mm:ss` in 14 px digits, or 10 of a date alone, plus the cell padding.
  return { width: format.length > 12 ? 170 : 110, ...column, render: (_v, row) => formatDate(field(row, nameOf(column)), format) };
}

/** Colour-level cells, levels 1–5; `text` replaces the default 'level N' text. */
export function levelColumn<T>(options: BaseColumnOptions<T> & { text?: (row: T) => ReactNode }): DataColumn<T> {
  const { text, ...rest } = options;
  const column = base<T>(rest);
  return { minWidth: 80, ...column, render: (_v, row) => <LevelCell level={field(row, nameOf(column))}>{text?.(row)}</LevelCell> };
}

export interface SwitchColumnOptions<T> extends BaseColumnOptions<T> {
  /** Disabled when false. */
  auth: boolean;
  onChange: (row: T, checked: boolean) => unknown;
  checkedValue?: unknown;
}

export function switchColumn<T>(options: SwitchColumnOptions<T>): DataColumn<T> {
  const { auth, onChange, checkedValue = 1, ...rest } = options;
  const column = base<T>(rest);
  return {
    minWidth: 80,
    ...column,
    render: (_v, row) => (
      <SwitchCell checked={String(field(row, nameOf(column))) === String(checkedValue)} disabled={!auth} onChange={(checked) => onChange(row, checked)} />
    ),
  };
}

export interface SelectColumnOptions<T> extends BaseColumnOptions<T> {
  /** Disabled when false. */
  auth: boolean;
  options: readonly CellOption[];
  onChange: (row: T, value: string | number) => unknown;
}

export function selectColumn<T>(options: SelectColumnOptions<T>): DataColumn<T> {
  const { auth, options: cellOptions, onChange, ...rest } = options;
  const column = base<T>(rest);
  return {
    minWidth: 140,
    ...column,
    render: (_v, row) => <SelectCell value={field(row, nameOf(column))} options={cellOptions} disabled={!auth} onChange={(value) => onChange(row, value)} />,
  };
}

export interface LinkColumnOptions<T> extends BaseColumnOptions<T> {
  /** Named route (relative to /gengyun, or absolute) opened with `?id=<row[idKey]>`. */
  route?: string;
  /** The route's auth flag: without it the plain text shows instead of the link. Default true. */
  routeAuth?: boolean;
  /** Key column giving the id; default `id`. */
  idKey?: string;
  /** Called instead of navigating. */
  onClick?: (row: T) => void;
  /** Link text; defaults to the cell value, or 'view' when the cell is empty. */
  text?: (row: T) => ReactNode;
}

export function linkColumn<T>(options: LinkColumnOptions<T>): DataColumn<T> {
  const { route, routeAuth = true, idKey = 'id', onClick, text, ...rest } = options;
  const column = base<T>(rest);
  return {
    ...column,
    render: (_v, row) => {
      const value = field(row, nameOf(column)) as ReactNode;
      const content = text?.(row) ?? (value === undefined || value === null || value === '' ? <Label k="components.table.view" /> : value);
      if (!routeAuth) return text ? null : ((value ?? '') as ReactNode);
      return <LinkCell text={content} route={route} id={field(row, idKey)} row={row} onClick={onClick ? () => onClick(row) : undefined} />;
    },
  };
}
