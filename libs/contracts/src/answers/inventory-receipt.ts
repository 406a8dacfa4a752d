import { z } from 'zod';
import { MOVEMENT_DOCUMENT_TYPES, RECEIPT_STATUSES } from '../enums/inventory';
import { day, id, money, pageOf, ref, tenantColumns, timestamp } from './common';

const text = z.string().nullable();

/** One line of a pending receipt: what is announced for one place, at what price. */
export const StockReceiptLine = z
  .object({
    part_id: id,
    spare_part_code: z.string(),
    part_name: z.string(),
    unit: text,
    bin_id: ref,
    bin_code: text,
    batch_no: text,
    quantity: z.number().int(),
    /** Null without the storage cost display. */
    unit_price: money,
    /** The recorded order the line announces (fulfilled on confirmation), if any. */
    order_id: ref,
    /**
     * That order as a storekeeper knows it — orders carry no number —: its supplier and when it was recorded (shown as
     * its day). Null without an order, or when the order is of a warehouse the caller may not see.
     */
    order: z.object({ id, supplier_name: text, ordered_time: timestamp }).nullable(),
  })
  .meta({ id: 'StockReceiptLine' });
export type StockReceiptLine = z.infer<typeof StockReceiptLine>;

/** A put-in saved before the goods arrived; confirmed, it becomes the put-in document `document_no`. */
export const StockReceiptRow = z
  .object({
    ...tenantColumns,
    warehouse_id: id,
    warehouse_name: z.string(),
    supplier_id: ref,
    supplier_name: text,
    document_type: z.enum(MOVEMENT_DOCUMENT_TYPES),
    document_id: ref,
    reason: text,
    status: z.enum(RECEIPT_STATUSES),
    version: z.number().int(),
    expected_date: day.nullable(),
    create_user_name: text,
    document_no: text,
    lines: z.array(StockReceiptLine),
  })
  .meta({ id: 'StockReceiptRow' });
export type StockReceiptRow = z.infer<typeof StockReceiptRow>;
export const StockReceiptPage = pageOf(StockReceiptRow);
