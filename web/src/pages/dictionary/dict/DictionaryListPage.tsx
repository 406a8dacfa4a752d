import { useEffect, useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Col, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { typeColumns } from './columns';
import { DictItemPanel } from './DictItemPanel';
import { DictTypeForm } from './DictTypeForm';
import { useDeleteDictType, useDictTypePage, useToggleDictType, type DictTypeRow } from './dictionary.api';

/** /gengyun/data: dictionary types on the left, the chosen type's item tree on the right. */
export function DictionaryListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.dictionary.edit);
  const search = useSearchHelper();
  const list = useDictTypePage(search.params);
  const toggle = useToggleDictType();
  const remove = useDeleteDictType();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ open: boolean; row: DictTypeRow | null }>({ open: false, row: null });
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const columns = useMemo(() => typeColumns(t, canEdit, (row, enabled) => toggle.mutate({ id: row.id, enabled })), [t, canEdit, toggle]);

  useEffect(() => {
    if (rows.length && !rows.some((row) => row.id === selectedId)) setSelectedId(rows[0].id);
  }, [rows, selectedId]);

  return (
    <Row gutter={[12, 12]} data-testid="dictionary-page">
      <Col xs={24} xxl={10}>
        <Card title={t('dictionary.type.title')}>
          <div data-testid="dict-type-search">
            <SearchBar
              keyword={search.params.keyword}
              onSearch={(keyword) => search.search(keyword)}
              onReset={search.reset}
              toolbar={
                canEdit && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, row: null })} data-testid="dict-type-add">
                    {t('common.buttons.add')}
                  </Button>
                )
              }
            />
          </div>
          <DataTable<DictTypeRow>
            columns={columns}
            rows={rows}
            loading={list.isFetching}
            columnPicker={false}
            selection={{ type: 'radio', selectedRowKeys: selectedId === null ? [] : [selectedId], onChange: (keys) => setSelectedId(Number(keys[0])) }}
            tableProps={{ onRow: (row) => ({ onClick: () => setSelectedId(row.id), 'data-testid': `dict-type-row-${row.code}` }) as HTMLAttributes<HTMLElement> }}
            paging={pagingOf(search, list)}
            actions={
              canEdit
                ? (row) => (
                    <RowActions
                      prefix="dict-type"
                      id={row.id}
                      onEdit={() => setEditing({ open: true, row })}
                      canDelete={!row.is_system}
                      onDelete={() => remove.mutate({ id: row.id })}
                    />
                  )
                : undefined
            }
          />
        </Card>
      </Col>
      <Col xs={24} xxl={14}>
        <DictItemPanel type={selected} canEdit={canEdit} />
      </Col>
      <DictTypeForm open={editing.open} row={editing.row} onClose={() => setEditing({ open: false, row: null })} />
    </Row>
  );
}
