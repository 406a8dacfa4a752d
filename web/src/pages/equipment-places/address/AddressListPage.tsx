import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable } from '@/components/DataTable';
import { SearchBar, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { ConfirmDelete } from '@/pages/system/common/ConfirmDelete';
import { P, useCan } from '../common/permissions';
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
        paging={{ pageNumber: search.params.pageNumber, pageSize: search.params.pageSize, total: list.data?.total ?? 0, onChange: search.setPage }}
        actions={
          mayEdit || mayDelete
            ? (row) => (
                <Space size={0}>
                  {mayEdit && (
                    <Button type="link" size="small" data-testid={`address-edit-${row.id}`} onClick={() => setDialog({ open: true, editing: row })}>
                      {t('common.buttons.edit')}
                    </Button>
                  )}
                  {mayDelete && <ConfirmDelete testId={`address-delete-${row.id}`} onConfirm={() => remove.mutate({ id: row.id })} />}
                </Space>
              )
            : undefined
        }
      />
      <AddressFormDialog open={dialog.open} editing={dialog.editing} onClose={() => setDialog({ open: false, editing: null })} />
    </Card>
  );
}
