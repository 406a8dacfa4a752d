import { useMemo, type ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { INVENTORY_LIMITS, MOVE_KINDS, type MoveKind, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { useMove } from './stock.api';
import type { KeyedStockRow } from './columns';

interface MoveValues {
  kind: MoveKind;
  quantity: number;
  to_warehouse_id?: number;
  to_bin_id?: number;
  reason?: string;
}

/** Issue, return, transfer, adjust or scrap the stock of one place (a part in a bin and batch). */
export function MoveDialog({ row, onClose }: { row: KeyedStockRow; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<MoveValues>();
  const move = useMove(onClose);
  const warehouses = useWarehouseOptions();
  const kind = Form.useWatch('kind', form);
  const target = Form.useWatch('to_warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === target)?.bins ?? [], [warehouses.data, target]);
  const submit = (values: MoveValues) =>
    move.mutate({
      kind: values.kind,
      warehouse_id: row.warehouse_id,
      ...(values.kind === 'transfer' ? { to_warehouse_id: values.to_warehouse_id } : {}),
      reason: values.reason?.trim() || undefined,
      lines: [
        {
          part_id: row.part_id,
          ...(row.bin_id ? { bin_id: row.bin_id } : {}),
          ...(row.batch_no ? { batch_no: row.batch_no } : {}),
          quantity: values.quantity,
          ...(values.kind === 'transfer' && values.to_bin_id ? { to_bin_id: values.to_bin_id } : {}),
        },
      ],
    });

  return (
    <Modal open title={`${t('inventory.stock.move')} · ${row.spare_part_code} ${row.part_name}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={move.isPending} okButtonProps={{ 'data-testid': 'stock-move-submit' } as ButtonProps} data-testid="stock-move-dialog">
      <Form<MoveValues> form={form} layout="vertical" initialValues={{ kind: 'issue', to_warehouse_id: row.warehouse_id }} onFinish={submit}>
        <Form.Item name="kind" label={t('inventory.stock.kind')} rules={[{ required: true }]}>
          <Select<MoveKind> aria-label={t('inventory.stock.kind')} options={MOVE_KINDS.map((k) => ({ value: k, label: t(`inventory.movement.${k}` as MessageKey) }))} data-testid="stock-move-kind" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('inventory.stock.quantity')}
          extra={`${t('inventory.stock.available')}: ${row.available}`}
          rules={[{ required: true, message: t('common.validation.required', [t('inventory.stock.quantity')]) }]}
        >
          <InputNumber precision={0} min={kind === 'adjust' ? -INVENTORY_LIMITS.quantity : 1} max={INVENTORY_LIMITS.quantity} style={{ width: '100%' }} data-testid="stock-move-quantity" />
        </Form.Item>
        {kind === 'transfer' && (
          <>
            <Form.Item name="to_warehouse_id" label={t('inventory.stock.toWarehouse')} rules={[{ required: true }]}>
              <Select<number> options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))} onChange={() => form.setFieldValue('to_bin_id', undefined)} />
            </Form.Item>
            <Form.Item name="to_bin_id" label={t('inventory.stock.toBin')}>
              <Select<number> allowClear options={bins.map((b) => ({ value: b.id, label: b.code }))} />
            </Form.Item>
          </>
        )}
        <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="stock-move-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
