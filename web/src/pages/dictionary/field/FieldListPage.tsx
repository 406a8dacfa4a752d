import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { fieldColumns } from './columns';
import { FieldForm } from './FieldForm';
import { FIELD_DATA_TYPES, dataTypeLabel, useDeleteField, useFieldPage, type FieldDataType, type FieldRow } from './field.api';

/**
 * /gengyun/config, the menu entry "参数配置" (Configuration): the field library — the custom fields (parameters) other
 * forms are built from. The page carries the entry's name, so the menu and the page agree.
 */
export function FieldListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.dictionary.field);
  const search = useSearchHelper();
  const [dataType, setDataType] = useState<FieldDataType | undefined>(undefined);
  const list = useFieldPage({ ...search.params, data_type: dataType });
  const remove = useDeleteField();
  const [editing, setEditing] = useState<{ open: boolean; row: FieldRow | null }>({ open: false, row: null });
  const columns = useMemo(() => fieldColumns(t), [t]);

  return (
    <Card title={t('menu.admin.config')} data-testid="field-page">
      <Typography.Paragraph type="secondary" data-testid="field-page-hint">
        {t('dictionary.field.pageHint')}
      </Typography.Paragraph>
      <div data-testid="field-search">
        <SearchBar
          keyword={search.params.keyword}
          onSearch={(keyword) => search.search(keyword)}
          onReset={() => {
            setDataType(undefined);
            search.reset();
          }}
          extra={
            <Select<FieldDataType>
              allowClear
              style={{ width: 160 }}
              value={dataType}
              placeholder={t('dictionary.field.fields.dataType')}
              data-testid="field-filter-type"
              options={FIELD_DATA_TYPES.map((value) => ({ value, label: t(dataTypeLabel(value)) }))}
              onChange={(value) => {
                setDataType(value);
                search.search();
              }}
            />
          }
          toolbar={
            canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="field-add">
                {t('common.buttons.add')}
              </Button>
            )
          }
        />
      </div>
      <DataTable<FieldRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={
          canEdit
            ? (row) => (
                <RowActions prefix="field" id={row.id} onEdit={() => setEditing({ open: true, row })} onDelete={() => remove.mutate({ id: row.id })} />
              )
            : undefined
        }
      />
      <FieldForm open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
    </Card>
  );
}
