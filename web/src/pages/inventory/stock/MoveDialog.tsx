import { useMemo, type ReactElement } from 'react';
import { Form, Input, InputNumber, Modal, Select, Space, Typography, type ButtonProps } from 'antd';
import { INVENTORY_LIMITS, MOVE_KINDS, type MoveKind, type MoveRequest, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { lineErrors } from './line-errors';
import { useMove } from './stock.api';
import type { KeyedStockRow } from './columns';

interface MoveValues {
  kind: MoveKind;
  to_warehouse_id?: number;
  reason?: string;
  /** One per place, in the order of `rows`. */
  lines: Array<{ quantity?: number; to_bin_id?: number }>;
}

/** What a moved line shows; a refusal of its part, bin or batch lands on its quantity. */
const LINE_FIELDS = ['quantity', 'to_bin_id'] as const;

/**
 * Issue, return, transfer, adjust or scrap the stock of one or several places (part × bin × batch) of one warehouse
 * as one document: each line its quantity (and, for a transfer, its bin in the target warehouse). A line the server
 * refuses — short of stock, say — shows the refusal on that line, and nothing moves.
 */
export function MoveDialog({ rows, onClose }: { rows: readonly KeyedStockRow[]; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<MoveValues>();
  const move = useMove(onClose);
  const warehouses = useWarehouseOptions();
  const kind = Form.useWatch('kind', form);
  const target = Form.useWatch('to_warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === target)?.bins ?? [], [warehouses.data, target]);
  const first = rows[0] as KeyedStockRow;
  const submit = (values: MoveValues) =>
    move.mutate(
      {
        kind: values.kind,
        warehouse_id: first.warehouse_id,
        ...(values.kind === 'transfer' ? { to_warehouse_id: values.to_warehouse_id } : {}),
        reason: values.reason?.trim() || undefined,
        lines: rows.map((row, i) => {
          const line = values.lines[i] ?? {};
          return {
            part_id: row.part_id,
            ...(row.bin_id ? { bin_id: row.bin_id } : {}),
            ...(row.batch_no ? { batch_no: row.batch_no } : {}),
            quantity: line.quantity as number,
            ...(values.kind === 'transfer' && line.to_bin_id ? { to_bin_id: line.to_bin_id } : {}),
          };
        }),
      } satisfies MoveRequest,
      { onError: (error) => form.setFields(lineErrors(error, LINE_FIELDS, 'quantity')) },
    );
  const title = rows.length === 1 ? `${t('inventory.stock.move')} · ${first.spare_part_code} ${first.part_name}` : `${t('inventory.stock.move')} · ${first.warehouse_name}`;

  return (
    <Modal open title={title} width={rows.length > 1 ? 720 : 520} onCancel={onClose} onOk={() => form.submit()} confirmLoading={move.isPending} okButtonProps={{ 'data-testid': 'stock-move-submit' } as ButtonProps} data-testid="stock-move-dialog">
      <Form<MoveValues> form={form} layout="vertical" initialValues={{ kind: 'issue', to_warehouse_id: first.warehouse_id, lines: rows.map(() => ({})) }} onFinish={submit}>
        <Space wrap size="large">
          <Form.Item name="kind" label={t('inventory.stock.kind')} rules={[{ required: true }]}>
            <Select<MoveKind> style={{ minWidth: 160 }} aria-label={t('inventory.stock.kind')} options={MOVE_KINDS.map((k) => ({ value: k, label: t(`inventory.movement.${k}` as MessageKey) }))} data-testid="stock-move-kind" />
          </Form.Item>
          {kind === 'transfer' && (
            <Form.Item name="to_warehouse_id" label={t('inventory.stock.toWarehouse')} rules={[{ required: true }]}>
              <Select<number>
                style={{ minWidth: 180 }}
                options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
                onChange={() => form.setFieldValue('lines', (form.getFieldValue('lines') as MoveValues['lines']).map((l) => ({ ...l, to_bin_id: undefined })))}
              />
            </Form.Item>
          )}
        </Space>
        {rows.map((row, i) => (
          <div key={row.key} data-testid={`stock-move-line-${i}`}>
            <Typography.Text strong>{`${row.spare_part_code} ${row.part_name}${row.bin_code ? ` · ${row.bin_code}` : ''}${row.batch_no ? ` · ${row.batch_no}` : ''}`}</Typography.Text>
            <Space wrap align="start">
              <Form.Item
                name={['lines', i, 'quantity']}
                label={t('inventory.stock.quantity')}
                extra={`${t('inventory.stock.available')}: ${row.available}`}
                rules={[{ required: true, message: t('common.validation.required', [t('inventory.stock.quantity')]) }]}
              >
                <InputNumber precision={0} min={kind === 'adjust' ? -INVENTORY_LIMITS.quantity : 1} max={INVENTORY_LIMITS.quantity} style={{ width: 160 }} data-testid={`stock-move-quantity-${i}`} />
              </Form.Item>
              {kind === 'transfer' && (
                <Form.Item name={['lines', i, 'to_bin_id']} label={t('inventory.stock.toBin')}>
                  <Select<number> style={{ width: 160 }} allowClear aria-label={t('inventory.stock.toBin')} options={bins.map((b) => ({ value: b.id, label: b.code }))} />
                </Form.Item>
              )}
            </Space>
          </div>
        ))}
        <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="stock-move-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
