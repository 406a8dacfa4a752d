import { useMemo, type HTMLAttributes, type ReactElement } from 'react';
import { Card, Select, Space } from 'antd';
import { Permission, RECEIPT_STATUSES, type ReceiptStatus } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { WarehouseSelect } from '../stock/WarehouseSelect';
import { receiptColumns } from './columns';
import { ReceiptStep } from './ReceiptStep';
import { useReceiptPage, type StockReceiptRow } from './receipt.api';

type Filters = { keyword: string; pageNumber: number; pageSize: number; warehouse_id?: number; supplier_id?: number; status?: ReceiptStatus; expected_until?: string };

/**
 * /gengyun/bom/receipt: the receipts of the caller's warehouses — pending ones first of interest (the default filter),
 * by warehouse, supplier, what is due by a day, part code or name; each opens its detail, where it is edited.
 */
export function ReceiptListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const search = useSearchHelper<Filters>({ status: 'pending' });
  const list = useReceiptPage(search.params);
  const { suppliers } = useEquipmentOptions();
  const statuses = useMemo(() => RECEIPT_STATUSES.map((s) => ({ value: s, label: t(`inventory.receipt.status.${s}`) })), [t]);
  const pending = (row: StockReceiptRow) => row.status === 'pending' && can(Permission.stock.putIn);
  return (
    <Card title={t('menu.bom.receipt')} data-testid="receipt-page">
      <SearchBar
        keyword={search.params.keyword}
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        extra={
          <Space wrap>
            <WarehouseSelect allowClear value={search.params.warehouse_id} onChange={(warehouse_id) => search.search(undefined, { warehouse_id })} testId="receipt-warehouse" />
            <Select<number>
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 160 }}
              placeholder={t('inventory.part.supplier')}
              aria-label={t('inventory.part.supplier')}
              options={selectOptions(suppliers.data)}
              value={search.params.supplier_id}
              onChange={(supplier_id) => search.search(undefined, { supplier_id: supplier_id ?? undefined })}
            />
            <Select<ReceiptStatus>
              allowClear
              style={{ minWidth: 120 }}
              placeholder={t('inventory.receipt.status')}
              aria-label={t('inventory.receipt.status')}
              options={statuses}
              value={search.params.status}
              onChange={(status) => search.search(undefined, { status: status ?? undefined })}
              data-testid="receipt-status-filter"
            />
            <span data-testid="receipt-due">
              <DateInput value={search.params.expected_until} onChange={(expected_until) => search.search(undefined, { expected_until })} placeholderKey="inventory.receipt.expectedUntil" />
            </span>
          </Space>
        }
      />
      <DataTable<StockReceiptRow>
        showIndex
        columns={receiptColumns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        paging={pagingOf(search, list)}
        tableProps={{ onRow: (row) => ({ 'data-testid': `receipt-row-${row.id}` }) as HTMLAttributes<HTMLElement> }}
        actions={(row) =>
          pending(row) ? (
            <Space size={0}>
              <ReceiptStep row={row} step="confirm" />
              <ReceiptStep row={row} step="cancel" />
            </Space>
          ) : null
        }
      />
    </Card>
  );
}
