import type { PutInLine, PutInRequest } from '@gengyun/contracts';

/** A put-in form's values: the put-in page's and a pending receipt's edit. */
export interface PutInValues {
  warehouse_id: number;
  supplier_id?: number;
  reason?: string;
  lines: Array<Partial<PutInLine>>;
}

/** The fields a put-in line shows: a refusal of the server on one of them is shown on it. */
export const LINE_FIELDS = ['part_id', 'bin_id', 'batch_no', 'quantity', 'unit_price', 'order_id'] as const;

export const toPutInRequest = (values: PutInValues): PutInRequest & Record<string, unknown> => ({
  warehouse_id: values.warehouse_id,
  supplier_id: values.supplier_id,
  reason: values.reason?.trim() || undefined,
  lines: values.lines.map((l) => ({ part_id: l.part_id as number, bin_id: l.bin_id, batch_no: l.batch_no?.trim() || undefined, quantity: l.quantity as number, unit_price: String(l.unit_price ?? '').trim(), order_id: l.order_id })),
});

/** The lines without their bins and orders, which were another warehouse's: kept, they would be sent and refused. */
export const withoutPlaceChoices = (lines: PutInValues['lines'] = []): PutInValues['lines'] => lines.map((line) => ({ ...line, bin_id: undefined, order_id: undefined }));
