import { useMemo, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { INVENTORY_LIMITS, Permission, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { useOrderPage } from '../order/order.api';
import { lineErrors } from '../stock/line-errors';
import { PutInLines } from '../stock/PutInLines';
import { LINE_FIELDS, toPutInRequest, withoutPlaceChoices, type PutInValues } from '../stock/put-in-form';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { useUpdateReceipt, type StockReceiptRow } from './receipt.api';

type Values = PutInValues & { expected_date?: string };

const valuesOf = (row: StockReceiptRow): Values => ({
  warehouse_id: row.warehouse_id,
  supplier_id: row.supplier_id ?? undefined,
  reason: row.reason ?? undefined,
  expected_date: row.expected_date ?? undefined,
  lines: row.lines.map((l) => ({ part_id: l.part_id, bin_id: l.bin_id ?? undefined, batch_no: l.batch_no ?? undefined, quantity: l.quantity, unit_price: l.unit_price ?? undefined, order_id: l.order_id ?? undefined })),
});

/**
 * A pending receipt saved again, whole, at the version it was read: warehouse, supplier, expected day and lines, each
 * line may name the warehouse's open order it announces. A refused line shows the server's message on it; a stale
 * version is the client's message ("get the latest data").
 */
export function ReceiptEditDrawer({ row, onClose }: { row: StockReceiptRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const save = useUpdateReceipt(onClose);
  const warehouses = useWarehouseOptions();
  const { suppliers } = useEquipmentOptions();
  const warehouseId = Form.useWatch('warehouse_id', form) ?? row.warehouse_id;
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === warehouseId)?.bins ?? [], [warehouses.data, warehouseId]);
  const can = useCan();
  const orders = useOrderPage({ warehouse_id: warehouseId, status: 'open', pageSize: 100 }, can(Permission.stock.list));
  const parts = useMemo(() => row.lines.map((l) => ({ id: l.part_id, spare_part_code: l.spare_part_code, name: l.part_name })), [row]);
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });
  const submit = (values: Values) =>
    save.mutate({ ...toPutInRequest(values), id: row.id, version: row.version, expected_date: values.expected_date }, { onError: (error) => form.setFields(lineErrors(error, LINE_FIELDS, 'part_id')) });

  return (
    <Drawer
      open
      size={720}
      title={t('inventory.receipt.edit')}
      onClose={onClose}
      data-testid="receipt-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="receipt-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(row)} onFinish={submit}>
        <Space wrap size="large">
          <Form.Item name="warehouse_id" label={t('inventory.warehouse.name')} rules={[required('inventory.warehouse.name')]}>
            <Select<number>
              style={{ minWidth: 200 }}
              aria-label={t('inventory.warehouse.name')}
              options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
              onChange={() => form.setFieldValue('lines', withoutPlaceChoices(form.getFieldValue('lines') as PutInValues['lines']))}
              data-testid="receipt-warehouse-input"
            />
          </Form.Item>
          <Form.Item name="supplier_id" label={t('inventory.part.supplier')}>
            <Select<number> style={{ minWidth: 200 }} allowClear showSearch optionFilterProp="label" options={selectOptions(suppliers.data)} />
          </Form.Item>
          <Form.Item name="expected_date" label={t('inventory.receipt.expectedDate')}>
            <DateInput />
          </Form.Item>
          <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
            <Input style={{ minWidth: 260 }} />
          </Form.Item>
        </Space>
        <PutInLines form={form} bins={bins} parts={parts} orders={orders.data?.rows} />
      </Form>
    </Drawer>
  );
}
