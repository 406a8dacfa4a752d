import type { ReactElement } from 'react';
import { Card, Space } from 'antd';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { receiptColumns } from './columns';
import { ReceiptStep } from './ReceiptStep';
import { useReceiptPage, type StockReceiptRow } from './receipt.api';

/**
 * The put-in page's pending receipts (of the chosen warehouse, or all the caller's): goods announced and not yet in
 * stock; confirming one writes its put-in, cancelling one stops counting it as on order. The receipts page has them all.
 */
export function PendingReceipts({ warehouseId }: { warehouseId?: number }): ReactElement {
  const { t } = useT();
  const list = useReceiptPage({ status: 'pending', ...(warehouseId ? { warehouse_id: warehouseId } : {}), pageSize: 50 });
  return (
    <Card size="small" title={t('inventory.receipt.pendingTitle')} data-testid="pending-receipts" style={{ marginTop: 16 }}>
      <DataTable<StockReceiptRow>
        columns={receiptColumns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        actions={(row) => (
          <Space size={0}>
            <ReceiptStep row={row} step="confirm" />
            <ReceiptStep row={row} step="cancel" />
          </Space>
        )}
      />
    </Card>
  );
}
