import type { ReactElement } from 'react';
import { Button, Card, Popconfirm, Space } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useReceiptPage, useReceiptStep, type StockReceiptRow } from './receipt.api';

const columns: DataColumn<StockReceiptRow>[] = [
  textColumn<StockReceiptRow>({ key: 'create_time', titleKey: 'inventory.ledger.time', width: 170 }),
  textColumn<StockReceiptRow>({ key: 'warehouse_name', titleKey: 'inventory.warehouse.name', width: 140 }),
  textColumn<StockReceiptRow>({ key: 'supplier_name', titleKey: 'inventory.part.supplier', width: 140 }),
  textColumn<StockReceiptRow>({ key: 'lines', titleKey: 'inventory.stock.lines', width: 260, format: (_v, row) => row.lines.map((l) => `${l.spare_part_code} ×${l.quantity}`).join(', ') }),
  textColumn<StockReceiptRow>({ key: 'reason', titleKey: 'inventory.stock.reason', width: 160 }),
  textColumn<StockReceiptRow>({ key: 'create_user_name', titleKey: 'inventory.ledger.user', width: 110 }),
];

function Step({ row, step, ask }: { row: StockReceiptRow; step: 'confirm' | 'cancel'; ask: MessageKey }): ReactElement {
  const { t } = useT();
  const mutation = useReceiptStep(step);
  return (
    <Popconfirm
      title={t(ask)}
      okText={t('common.buttons.confirm')}
      cancelText={t('common.buttons.cancel')}
      onConfirm={() => mutation.mutateAsync({ id: row.id, version: row.version }).catch(() => undefined)}
      okButtonProps={testIdProps(`receipt-${step}-ok`)}
    >
      <Button type="link" size="small" loading={mutation.isPending} data-testid={`receipt-${step}-${row.id}`}>
        {t(`inventory.receipt.${step}`)}
      </Button>
    </Popconfirm>
  );
}

/**
 * The put-in page's pending receipts (of the chosen warehouse, or all the caller's): goods announced and not yet in
 * stock; confirming one writes its put-in, cancelling one stops counting it as on order.
 */
export function PendingReceipts({ warehouseId }: { warehouseId?: number }): ReactElement {
  const { t } = useT();
  const list = useReceiptPage({ status: 'pending', ...(warehouseId ? { warehouse_id: warehouseId } : {}), pageSize: 50 });
  return (
    <Card size="small" title={t('inventory.receipt.pendingTitle')} data-testid="pending-receipts" style={{ marginTop: 16 }}>
      <DataTable<StockReceiptRow>
        columns={columns}
        rows={list.data?.rows ?? []}
        loading={list.isFetching && !list.data}
        actions={(row) => (
          <Space size={0}>
            <Step row={row} step="confirm" ask="inventory.receipt.confirmAsk" />
            <Step row={row} step="cancel" ask="inventory.receipt.cancelAsk" />
          </Space>
        )}
      />
    </Card>
  );
}
