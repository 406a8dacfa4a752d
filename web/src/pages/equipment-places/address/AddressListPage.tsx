import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { RowActions } from '@/components/RowActions';
import { P } from '../common/permissions';
import { useAddressPage, useDeleteAddress, type AddressRow } from './address.api';
import { AddressFormDialog } from './AddressFormDialog';
import { addressColumns } from './columns';

/** /gengyun/asset/assetAddress: asset addresses (basic data). */
export function AddressListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper();
  const list = useAddressPage(search.params);
  const remove = useDeleteAddress();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AddressRow | null }>({ open: false, editing: null });
  const columns = useMemo(() => addressColumns(), []);
  const mayEdit = can(P.address.edit);
  const mayDelete = can(P.address.delete);

  return (
    <Card title={t('menu.basic.assetAddress')} data-testid="address-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="equipmentPlaces.address.searchPlaceholder"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          can(P.address.add) && (
            <Button type="primary" icon={<PlusOutlined />} data-testid="address-add" onClick={() => setDialog({ open: true, editing: null })}>
              {t('common.buttons.add')}
            </Button>
          )
        }
      />
      <DataTable<AddressRow>
        showIndex
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching}
        paging={pagingOf(search, list)}
        actions={
          mayEdit || mayDelete
            ? (row) => (
                <RowActions
                  prefix="address"
                  id={row.id}
                  canEdit={mayEdit}
                  onEdit={() => setDialog({ open: true, editing: row })}
                  canDelete={mayDelete}
                  onDelete={() => remove.mutate({ id: row.id })}
                />
              )
            : undefined
        }
      />
      <AddressFormDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Card>
  );
}
