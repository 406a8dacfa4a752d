import type { ReactElement } from 'react';
import { Tag } from 'antd';
import type { ReceiptStatus, StockReceiptLine } from '@gengyun/contracts';
import { formatDate, linkColumn, textColumn, type DataColumn } from '@/components/DataTable';
import { DATE_FORMAT } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import type { StockReceiptRow } from './receipt.api';

const STATUS_COLOURS: Record<ReceiptStatus, string> = { pending: 'processing', confirmed: 'success', cancelled: 'default' };

export function ReceiptStatusTag({ status }: { status: ReceiptStatus }): ReactElement {
  const { t } = useT();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={`receipt-status-${status}`}>
      {t(`inventory.receipt.status.${status}`)}
    </Tag>
  );
}

/** The order a line announces as a storekeeper knows it — orders carry no number —: its supplier and the day it was recorded. */
export const orderLabel = (order: StockReceiptLine['order']): string =>
  order ? [order.supplier_name, formatDate(order.ordered_time, DATE_FORMAT)].filter(Boolean).join(' · ') : '';

/** What a receipt's row shows: the put-in page's pending list and the receipts page. */
export const receiptColumns: DataColumn<StockReceiptRow>[] = [
  linkColumn<StockReceiptRow>({ key: 'create_time', titleKey: 'inventory.ledger.time', route: 'bom/receipt/view', width: 170, hideable: false }),
  textColumn<StockReceiptRow>({ key: 'warehouse_name', titleKey: 'inventory.warehouse.name', width: 140 }),
  textColumn<StockReceiptRow>({ key: 'supplier_name', titleKey: 'inventory.part.supplier', width: 140 }),
  textColumn<StockReceiptRow>({ key: 'expected_date', titleKey: 'inventory.receipt.expectedDate', width: 120 }),
  textColumn<StockReceiptRow>({ key: 'lines', titleKey: 'inventory.stock.lines', width: 260, format: (_v, row) => row.lines.map((l) => `${l.spare_part_code} ×${l.quantity}`).join(', ') }),
  textColumn<StockReceiptRow>({ key: 'status', titleKey: 'inventory.receipt.status', width: 100, format: (_v, row) => <ReceiptStatusTag status={row.status} /> }),
  textColumn<StockReceiptRow>({ key: 'reason', titleKey: 'inventory.stock.reason', width: 160 }),
  textColumn<StockReceiptRow>({ key: 'create_user_name', titleKey: 'inventory.ledger.user', width: 110 }),
];
