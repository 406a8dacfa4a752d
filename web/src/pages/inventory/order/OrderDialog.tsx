import type { ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { INVENTORY_LIMITS, type ReorderSuggestionRow } from '@gengyun/contracts';
import { DateInput } from '@/components/DatePickers';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { useAddOrder } from './order.api';

type Values = { supplier_id?: number; quantity: number; expected_date?: string; remark?: string };

/**
 * "Record order" from a reorder suggestion: the part and warehouse are the row's, the quantity starts at the
 * suggestion; supplier, expected day and a note are optional. The server checks every id again.
 */
export function OrderDialog({ row, onClose }: { row: ReorderSuggestionRow | null; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const add = useAddOrder(onClose);
  const { suppliers } = useEquipmentOptions();
  const submit = (values: Values) => {
    if (row) add.mutate({ part_id: row.part_id, warehouse_id: row.warehouse_id, ...values, remark: values.remark || undefined });
  };
  return (
    <Modal
      open={Boolean(row)}
      destroyOnHidden
      title={t('inventory.order.record')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: add.isPending, ...({ 'data-testid': 'order-ok' } as Record<string, string>) }}
    >
      {row && (
        <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ quantity: Math.max(1, row.suggested) }} onFinish={submit}>
          <Typography.Paragraph data-testid="order-part">{`${row.spare_part_code} ${row.part_name} · ${row.warehouse_name}`}</Typography.Paragraph>
          <Form.Item name="supplier_id" label={t('inventory.order.supplier')}>
            <Select<number> allowClear showSearch optionFilterProp="label" aria-label={t('inventory.order.supplier')} options={selectOptions(suppliers.data)} />
          </Form.Item>
          <Form.Item name="quantity" label={t('inventory.order.quantity')} rules={[{ required: true, message: t('common.validation.required', [t('inventory.order.quantity')]) }]}>
            <InputNumber min={1} max={INVENTORY_LIMITS.quantity} precision={0} aria-label={t('inventory.order.quantity')} data-testid="order-quantity" />
          </Form.Item>
          <Form.Item name="expected_date" label={t('inventory.order.expectedDate')}>
            <DateInput />
          </Form.Item>
          <Form.Item name="remark" label={t('inventory.order.remark')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
            <Input aria-label={t('inventory.order.remark')} data-testid="order-remark" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
