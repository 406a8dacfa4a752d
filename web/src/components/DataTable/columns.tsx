import type { ReactNode } from 'react';
import type { TableColumnType as ColumnType } from 'antd';
import { formatInEnterpriseZone } from '@/app/time-zone';
import { StatusTag, type StatusOptions } from '../StatusTag';
import { Label, LevelCell, LinkCell, SelectCell, SwitchCell, type CellOption } from './cells';

/** A table column with a stable key, a label key for its title, and visibility settings. */
export interface DataColumn<T> extends ColumnType<T> {
  key: string;
  titleKey?: string;
  /** Listed in the column picker (default true). */
  hideable?: boolean;
  /** Hidden until the user shows it (and after reset). */
  defaultHidden?: boolean;
}

export interface BaseColumnOptions<T> extends Omit<DataColumn<T>, 'render' | 'title'> {
  /** Row field; defaults to `key`. */
  dataIndex?: string;
}

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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
  const column = base<T>(rest);
  return {
    ellipsis: true,
    ...column,
    render: (_value, row) => {
      const value = field(row, nameOf(column));
      return format ? format(value, row) : ((value ?? '') as ReactNode);
    },
  };
}

export function enumColumn<T>(options: BaseColumnOptions<T> & { options: StatusOptions }): DataColumn<T> {
  const { options: statusOptions, ...rest } = options;
  const column = base<T>(rest);
  return { ...column, render: (_v, row) => <StatusTag value={field(row, nameOf(column))} options={statusOptions} /> };
}

/** Formats any date-ish value as `YYYY-MM-DD HH:mm:ss` (or `format`) in the enterprise's time zone; empty for blank or invalid. */
export function formatDate(value: unknown, format = DATE_TIME_FORMAT): string {
  return formatInEnterpriseZone(value, format);
}

export function dateColumn<T>(options: BaseColumnOptions<T> & { format?: string }): DataColumn<T> {
  const { format = DATE_TIME_FORMAT, ...rest } = options;
  const column = base<T>(rest);
  return { width: 170, ...column, render: (_v, row) => formatDate(field(row, nameOf(column)), format) };
}

/** Colour-level cells, levels 1–5; `text` replaces the default 'level N' text. */
export function levelColumn<T>(options: BaseColumnOptions<T> & { text?: (row: T) => ReactNode }): DataColumn<T> {
  const { text, ...rest } = options;
  const column = base<T>(rest);
  return { ...column, render: (_v, row) => <LevelCell level={field(row, nameOf(column))}>{text?.(row)}</LevelCell> };
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
