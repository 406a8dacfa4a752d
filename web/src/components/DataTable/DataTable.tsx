import { useMemo, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from '../Pager';
import { EmptyState } from '../EmptyState';
import { Label } from './cells';
import { ColumnPicker } from './ColumnPicker';
import type { DataColumn } from './columns';
import { TableNavigation, type NavigateFn } from './navigation';
import { fitWidths, keyColumnsFirst, minWidthOf, TABLE_SLACK, useElementWidth } from './layout';

export const TABLE_LAYOUT = { actionsWidth: 220, selectionWidth: 56, pickerWidth: 50, indexWidth: 60 } as const;

export interface TableSelection<T> {
  /** Controlled keys; omit to let the table keep them. */
  selectedRowKeys?: Key[];
  onChange: (keys: Key[], rows: T[]) => void;
  type?: 'checkbox' | 'radio';
}

export interface DataTableProps<T extends object> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  loading?: boolean;
  /** Primary key of a row; default `id`. */
  primaryKey?: string;
  showIndex?: boolean;
  selection?: TableSelection<T>;
  /** spare_part_code values whose rows cannot be selected. */
  alreadyHave?: readonly string[];
  /** Trailing actions column (220 px, fixed right). */
  actions?: (row: T, index: number) => ReactNode;
  /** Column-visibility popover; default true. */
  columnPicker?: boolean;
  /** Server paging; omit for no pager. */
  paging?: Omit<PagerProps, 'disabled'>;
  /** Route navigation for link columns; defaults to react-router's. */
  navigate?: NavigateFn;
  /** Body height for a fixed header (number of px); the table itself fills 100%. */
  scrollY?: number | string;
  tableProps?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'rowSelection' | 'pagination' | 'loading'>;
}

function keyOf(row: object, primaryKey: string): Key {
  return (row as Record<string, Key>)[primaryKey];
}

/**
 * antd Table wrapper with index, selection, actions and column picker columns and a Pager. Key columns come first;
 * every data column keeps its minimum width and shares the rest of the width (`layout.ts`), so a narrow screen
 * scrolls sideways and a wide one is filled.
 */
export function DataTable<T extends object>(props: DataTableProps<T>): ReactElement {
  const { columns, rows, loading, primaryKey = 'id', showIndex, selection, alreadyHave = [], actions, columnPicker = true, paging, navigate, scrollY, tableProps } = props;
  const defaultHidden = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.key), [columns]);
  const [hidden, setHidden] = useState<string[]>(defaultHidden);
  const [ownKeys, setOwnKeys] = useState<Key[]>([]);
  const selectedKeys = selection?.selectedRowKeys ?? ownKeys;
  const offset = paging ? (paging.pageNumber - 1) * paging.pageSize : 0;

  const { t } = useTranslation();
  const [measure, boxWidth] = useElementWidth<HTMLDivElement>();

  const hasSelection = Boolean(selection);
  const shown = useMemo(() => {
    const data = keyColumnsFirst(columns.filter((c) => !hidden.includes(c.key)));
    const chrome =
      (showIndex ? TABLE_LAYOUT.indexWidth : 0) +
      (hasSelection ? TABLE_LAYOUT.selectionWidth : 0) +
      (actions ? TABLE_LAYOUT.actionsWidth : 0) +
      (columnPicker ? TABLE_LAYOUT.pickerWidth : 0);
    const minimums = data.map((c) => minWidthOf(c, c.titleKey ? t(c.titleKey) : ''));
    const widths = fitWidths(minimums, boxWidth ? boxWidth - chrome - TABLE_SLACK : 0);
    const result: DataColumn<T>[] = [];
    if (showIndex) {
      result.push({ key: '__index', title: <Label k="components.table.index" />, width: TABLE_LAYOUT.indexWidth, align: 'center', render: (_v, _r, i) => offset + i + 1 });
    }
    result.push(...data.map(({ minWidth: _min, essential: _key, ...c }, i) => ({ align: 'center' as const, ...c, width: widths[i] })));
    if (actions) {
      result.push({ key: '__actions', title: <Label k="components.table.actions" />, width: TABLE_LAYOUT.actionsWidth, fixed: 'right', align: 'center', render: (_v, row, i) => actions(row, i) });
    }
    if (columnPicker) {
      const pickable = columns.filter((c) => c.hideable !== false).map((c) => ({ key: c.key, titleKey: c.titleKey }));
      result.push({
        key: '__picker',
        width: TABLE_LAYOUT.pickerWidth,
        fixed: 'right',
        align: 'center',
        title: <ColumnPicker columns={pickable} hidden={hidden} defaultHidden={defaultHidden} onChange={setHidden} />,
        render: () => null,
      });
    }
    return { columns: result, width: chrome + widths.reduce((sum, w) => sum + w, 0) };
  }, [columns, hidden, defaultHidden, showIndex, hasSelection, actions, columnPicker, offset, boxWidth, t]);

  const rowSelection: TableProps<T>['rowSelection'] = selection
    ? {
        type: selection.type ?? 'checkbox',
        columnWidth: TABLE_LAYOUT.selectionWidth,
        fixed: 'left',
        // Server paging: keys chosen on other pages stay chosen.
        preserveSelectedRowKeys: true,
        selectedRowKeys: selectedKeys,
        getCheckboxProps: (row) => ({ disabled: alreadyHave.includes(String((row as Record<string, unknown>).spare_part_code ?? '\u0000')) }),
        onChange: (keys, selectedRows) => {
          setOwnKeys(keys);
          selection.onChange(keys, selectedRows);
        },
      }
    : undefined;

  return (
    <TableNavigation navigate={navigate}>
      <div ref={measure} className="gy-data-table" style={{ height: '100%', display: 'flex', flexDirection: 'column', textAlign: 'center' }}>
        <Table<T>
          size="small"
          bordered
          {...tableProps}
          style={{ flex: 1, ...tableProps?.style }}
          columns={shown.columns}
          dataSource={rows as T[]}
          rowKey={(row) => keyOf(row, primaryKey)}
          rowSelection={rowSelection}
          loading={loading}
          pagination={false}
          scroll={{ x: shown.width, ...(scrollY === undefined ? {} : { y: scrollY }) }}
          locale={{ emptyText: <EmptyState /> }}
        />
        {paging && <Pager {...paging} disabled={loading} />}
      </div>
    </TableNavigation>
  );
}
