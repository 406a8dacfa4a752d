import { useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { P } from '../common/permissions';
import { typeColumns } from './columns';
import { pruneTree, useDeleteType, useTypeTree, type TypeNode } from './type.api';
import { TypeFormDialog } from './TypeFormDialog';

type Editing = { node?: TypeNode; parentId?: number } | null;

/** /gengyun/eqpt/type: the equipment type tree with add (top level or child), edit and delete. */
export function TypeListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const tree = useTypeTree(keyword);
  const full = useTypeTree('');
  const remove = useDeleteType();
  const [editing, setEditing] = useState<Editing>(null);
  const rows = pruneTree(tree.data ?? []);

  const actions = (node: TypeNode): ReactElement => (
    <RowActions
      wrap
      prefix="eqpt-type"
      id={node.id}
      canEdit={can(P.type.edit)}
      onEdit={() => setEditing({ node })}
      canDelete={can(P.type.delete)}
      onDelete={() => remove.mutateAsync({ id: node.id })}
      before={
        can(P.type.add) && (
          <Button type="link" size="small" onClick={() => setEditing({ parentId: node.id })} data-testid={`eqpt-type-add-child-${node.id}`}>
            {t('equipment.type.addChild')}
          </Button>
        )
      }
    />
  );

  return (
    <Card title={t('menu.eqpt.type')} data-testid="eqpt-type-page">
      <SearchBar
        keyword={keyword}
        placeholderKey="equipment.type.searchPlaceholder"
        onSearch={setKeyword}
        onReset={() => setKeyword('')}
        toolbar={
          can(P.type.add) && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="eqpt-type-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<TypeNode>
        key={`${keyword}-${rows.length}`}
        columns={typeColumns()}
        rows={rows}
        loading={tree.isFetching}
        actions={can(P.type.add) || can(P.type.edit) || can(P.type.delete) ? actions : undefined}
        tableProps={{ expandable: { defaultExpandAllRows: true } }}
      />
      {editing && <TypeFormDialog node={editing.node} parentId={editing.parentId} tree={pruneTree(full.data ?? [])} onClose={() => setEditing(null)} />}
    </Card>
  );
}
