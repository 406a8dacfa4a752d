import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { RowActions } from '@/components/RowActions';
import { itemColumns } from './columns';
import { DictItemForm } from './DictItemForm';
import { buildItemTree, useDeleteDictItem, useDictItems, useToggleDictItem, type DictItemNode, type DictItemRow, type DictTypeRow } from './dictionary.api';

export interface DictItemPanelProps {
  type: DictTypeRow | null;
  canEdit: boolean;
}

interface Editing {
  open: boolean;
  row: DictItemRow | null;
  parentId: number | null;
}

const CLOSED: Editing = { open: false, row: null, parentId: null };

/** The items of the chosen type as a tree: add (top level or child), edit, delete, enable switch. */
export function DictItemPanel({ type, canEdit }: DictItemPanelProps): ReactElement {
  const { t } = useT();
  const items = useDictItems(type?.id ?? null);
  const toggle = useToggleDictItem();
  const remove = useDeleteDictItem();
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const rows = useMemo(() => items.data ?? [], [items.data]);
  const tree = useMemo(() => buildItemTree(rows), [rows]);
  const columns = useMemo(() => itemColumns(canEdit, (row, enabled) => toggle.mutate({ id: row.id, enabled })), [canEdit, toggle]);

  if (!type) {
    return (
      <Card title={t('dictionary.admin.item.title')}>
        <EmptyState />
      </Card>
    );
  }
  return (
    <Card
      title={t('dictionary.admin.item.titleOf', [type.name_text || type.code])}
      data-testid="dict-item-panel"
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null, parentId: null })} data-testid="dict-item-add">
            {t('dictionary.admin.item.add')}
          </Button>
        )
      }
    >
      <DataTable<DictItemNode>
        columns={columns}
        rows={tree}
        loading={items.isFetching}
        tableProps={{ expandable: { defaultExpandAllRows: true } }}
        actions={
          canEdit
            ? (row) => (
                <RowActions
                  prefix="dict-item"
                  id={row.id}
                  onEdit={() => setEditing({ open: true, row, parentId: row.parent_id })}
                  onDelete={() => remove.mutate({ id: row.id })}
                  deleteProps={{ disabled: Boolean(row.children?.length) }}
                  before={
                    <Button type="link" size="small" onClick={() => setEditing({ open: true, row: null, parentId: row.id })} data-testid={`dict-item-add-child-${row.id}`}>
                      {t('dictionary.admin.item.addChild')}
                    </Button>
                  }
                />
              )
            : undefined
        }
      />
      <DictItemForm open={editing.open} typeId={type.id} items={rows} row={editing.row} parentId={editing.parentId} onClose={() => setEditing(CLOSED)} />
    </Card>
  );
}
