import { useState, type ReactElement } from 'react';
import { Button, Card, Input } from 'antd';
import { DataTable } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { SearchBar, pagingOf, useSearchHelper, type SearchParams } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { P } from '../common/permissions';
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
    <RowActions
      prefix="eqpt-osah"
      id={row.id}
      canEdit={can(P.osah.edit)}
      onEdit={() => setEditing({ row })}
      canDelete={can(P.osah.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
    />
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
        paging={pagingOf(search, list)}
      />
      {editing && <OsahFormDialog row={editing.row} onClose={() => setEditing(null)} />}
    </Card>
  );
}
