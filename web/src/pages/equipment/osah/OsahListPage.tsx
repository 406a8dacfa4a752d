import { useState, type ReactElement } from 'react';
import { Button, Card, Input, Space } from 'antd';
import { DataTable } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { SearchBar, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { P, useCan } from '../common/permissions';
import { osahColumns } from './columns';
import { useDeleteOsah, useOsahPage, type OsahRow } from './osah.api';
import { OsahFormDialog } from './OsahFormDialog';

type OsahSearch = SearchParams & { category?: string; valid_on?: string };

/** /gengyun/osah: occupational safety and health documents with their files and validity. */
export function OsahListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<OsahSearch>();
  const list = useOsahPage(search.params);
  const remove = useDeleteOsah();
  const [editing, setEditing] = useState<{ row?: OsahRow } | null>(null);

  const actions = (row: OsahRow): ReactElement => (
    <Space size={0}>
      {can(P.osah.edit) && (
        <Button type="link" size="small" onClick={() => setEditing({ row })} data-testid={`eqpt-osah-edit-${row.id}`}>
          {t('common.buttons.edit')}
        </Button>
      )}
      {can(P.osah.delete) && <ConfirmDelete testId={`eqpt-osah-delete-${row.id}`} onConfirm={() => remove.mutateAsync({ id: row.id })} />}
    </Space>
  );

  return (
    <Card title={t('menu.basic.osah')} data-testid="eqpt-osah-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipment.osah.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <>
            <Input
              allowClear
              style={{ width: 140 }}
              placeholder={t('equipment.osah.filters.category')}
              value={search.params.category}
              onChange={(event) => search.search(undefined, { category: event.target.value || undefined })}
              data-testid="eqpt-osah-filter-category"
            />
            <DateInput placeholderKey="equipment.osah.filters.validOn" value={search.params.valid_on} onChange={(valid_on) => search.search(undefined, { valid_on })} />
          </>
        }
        toolbar={
          can(P.osah.add) && (
            <Button type="primary" onClick={() => setEditing({})} data-testid="eqpt-osah-add">
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<OsahRow>
        columns={osahColumns((count) => t('equipment.osah.fileCount', [count]))}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={can(P.osah.edit) || can(P.osah.delete) ? actions : undefined}
        paging={{ pageNumber: search.params.pageNumber, pageSize: search.params.pageSize, total: list.data?.total ?? 0, onChange: search.setPage }}
      />
      {editing && <OsahFormDialog row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
