import { useState, type ReactElement } from 'react';
import { Button, Card, TreeSelect } from 'antd';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { nameOf, useEquipmentOptions } from '../common/options.api';
import { P } from '../common/permissions';
import { modelColumns } from './columns';
import { useDeleteModel, useModelPage, type ModelRow } from './model.api';
import { ModelFormDialog } from './ModelFormDialog';

type ModelSearch = SearchParams & { type_id?: number };

/** /gengyun/eqpt/model: equipment models listed by type, with add, edit and delete. */
export function ModelListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<ModelSearch>();
  const list = useModelPage(search.params);
  const options = useEquipmentOptions();
  const remove = useDeleteModel();
  const [editing, setEditing] = useState<{ row?: ModelRow } | null>(null);

  const actions = (row: ModelRow): ReactElement => (
    <RowActions
      prefix="eqpt-model"
      id={row.id}
      canEdit={can(P.model.edit)}
      onEdit={() => setEditing({ row })}
      canDelete={can(P.model.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
    />
  );

  return (
    <Card title={t('menu.eqpt.model')} data-testid="eqpt-model-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipment.model.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <TreeSelect
            allowClear
            style={{ width: 200 }}
            treeDefaultExpandAll
            value={search.params.type_id}
            treeData={options.typeTree}
            placeholder={t('equipment.ledger.filters.type')}
            onChange={(type_id?: number) => search.search(undefined, { type_id })}
            data-testid="eqpt-model-filter-type"
          />
        }
        toolbar={
          can(P.model.add) && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="eqpt-model-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<ModelRow>
        columns={modelColumns(nameOf(options.manufacturers.data))}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={can(P.model.edit) || can(P.model.delete) ? actions : undefined}
        paging={pagingOf(search, list)}
      />
      {editing && <ModelFormDialog row={editing.row} typeId={search.params.type_id} onClose={() => setEditing(null)} />}
    </Card>
  );
}
