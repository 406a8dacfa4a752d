import { useState, type ReactElement } from 'react';
import { Button, Card, Tabs } from 'antd';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { P } from '../common/permissions';
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
    <RowActions
      prefix={`eqpt-${kind}`}
      id={row.id}
      canEdit={can(P.partner.edit)}
      onEdit={() => setEditing({ row })}
      canDelete={can(P.partner.delete)}
      onDelete={() => remove.mutateAsync({ id: row.id })}
    />
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
        paging={pagingOf(search, list)}
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
