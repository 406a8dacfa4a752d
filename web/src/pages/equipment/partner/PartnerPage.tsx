import { useState, type ReactElement } from 'react';
import { Button, Card, Space, Tabs } from 'antd';
import { DataTable } from '@/components/DataTable';
import { SearchBar, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { P, useCan } from '../common/permissions';
import { partnerColumns } from './columns';
import { PARTNER_KINDS, useDeletePartner, usePartnerPage, type PartnerKind, type PartnerRow } from './partner.api';
import { PartnerFormDialog } from './PartnerFormDialog';

/** One kind's list: keyword search, add, edit, delete. */
function PartnerList({ kind }: { kind: PartnerKind }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper();
  const list = usePartnerPage(kind, search.params);
  const remove = useDeletePartner(kind);
  const [editing, setEditing] = useState<{ row?: PartnerRow } | null>(null);

  const actions = (row: PartnerRow): ReactElement => (
    <Space size={0}>
      {can(P.partner.edit) && (
        <Button type="link" size="small" onClick={() => setEditing({ row })} data-testid={`eqpt-${kind}-edit-${row.id}`}>
          {t('common.buttons.edit')}
        </Button>
      )}
      {can(P.partner.delete) && <ConfirmDelete testId={`eqpt-${kind}-delete-${row.id}`} onConfirm={() => remove.mutateAsync({ id: row.id })} />}
    </Space>
  );

  return (
    <>
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipment.partner.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          can(P.partner.add) && (
            <Button type="primary" onClick={() => setEditing({})} data-testid={`eqpt-${kind}-add`}>
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<PartnerRow>
        columns={partnerColumns()}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        showIndex
        actions={can(P.partner.edit) || can(P.partner.delete) ? actions : undefined}
        paging={{ pageNumber: search.params.pageNumber, pageSize: search.params.pageSize, total: list.data?.total ?? 0, onChange: search.setPage }}
      />
      {editing && <PartnerFormDialog kind={kind} row={editing.row} onClose={() => setEditing(null)} />}
    </>
  );
}

/** /gengyun/manufacturer: manufacturers and suppliers, one tab per kind. */
export function PartnerPage(): ReactElement {
  const { t } = useT();
  return (
    <Card title={t('menu.basic.manufacturer')} data-testid="eqpt-partner-page">
      <Tabs
        destroyOnHidden
        items={PARTNER_KINDS.map((kind) => ({
          key: kind,
          label: <span data-testid={`eqpt-partner-tab-${kind}`}>{t(`equipment.partner.tabs.${kind}`)}</span>,
          children: <PartnerList kind={kind} />,
        }))}
      />
    </Card>
  );
}
