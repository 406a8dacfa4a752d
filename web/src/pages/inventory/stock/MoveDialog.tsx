import { useState, type ReactElement } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Typography, type ButtonProps } from 'antd';
import { AppstoreAddOutlined, DeleteOutlined } from '@ant-design/icons';
import { INVENTORY_LIMITS, MOVE_KINDS, type MoveKind, type MoveLine, type MoveRequest, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { PartSelectDialog } from '../part/PartSelectDialog';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { lineErrors } from './line-errors';
import { useMove } from './stock.api';
import type { KeyedStockRow } from './columns';

/** A line of the document: a place already held (its bin and batch fixed, its available shown) or a part picked from the catalogue. */
type MoveLineValues = Partial<MoveLine> & { code: string; name: string; held: boolean; place?: string; available?: number };

interface MoveValues {
  kind: MoveKind;
  to_warehouse_id?: number;
  reason?: string;
  lines: MoveLineValues[];
}

/** What a moved line shows; a refusal of a held place's part, bin or batch lands on its quantity. */
const LINE_FIELDS = ['quantity', 'to_bin_id', 'bin_id', 'batch_no'] as const;

const heldLine = (row: KeyedStockRow): MoveLineValues => ({
  part_id: row.part_id,
  bin_id: row.bin_id ?? undefined,
  batch_no: row.batch_no ?? undefined,
  code: row.spare_part_code,
  name: row.part_name,
  held: true,
  place: [row.bin_code, row.batch_no].filter(Boolean).join(' · '),
  available: row.available,
});

const toLine = (kind: MoveKind, l: MoveLineValues): MoveLine => ({
  part_id: l.part_id as number,
  ...(l.bin_id ? { bin_id: l.bin_id } : {}),
  ...(l.batch_no?.trim() ? { batch_no: l.batch_no.trim() } : {}),
  quantity: l.quantity as number,
  ...(kind === 'transfer' && l.to_bin_id ? { to_bin_id: l.to_bin_id } : {}),
});

/**
 * Issue, return, transfer, adjust or scrap stock of one warehouse as one document: places selected on the stock page
 * and parts picked from the catalogue (with their bin and batch here, e.g. a return of a part the store never held).
 * Each line its quantity (and, for a transfer, its bin in the target warehouse). A line the server refuses — short of
 * stock, another warehouse's bin — shows the refusal on that line, and nothing moves.
 */
export function MoveDialog({ warehouseId, rows, onClose }: { warehouseId: number; rows: readonly KeyedStockRow[]; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<MoveValues>();
  const [selecting, setSelecting] = useState(false);
  const move = useMove(onClose);
  const warehouses = useWarehouseOptions();
  const kind = Form.useWatch('kind', form);
  const target = Form.useWatch('to_warehouse_id', form);
  const lines = (Form.useWatch('lines', { form, preserve: true }) as MoveLineValues[] | undefined) ?? [];
  const binsOf = (id: number | undefined) => (warehouses.data?.rows ?? []).find((w) => w.id === id)?.bins ?? [];
  const sourceBins = binsOf(warehouseId).map((b) => ({ value: b.id, label: b.code }));
  const targetBins = binsOf(target).map((b) => ({ value: b.id, label: b.code }));
  const warehouseName = (warehouses.data?.rows ?? []).find((w) => w.id === warehouseId)?.name ?? rows[0]?.warehouse_name ?? '';
  const submit = () => {
    // Every value, the fixed ones of held places included (they have no form item).
    const values = form.getFieldsValue(true) as MoveValues;
    move.mutate(
      {
        kind: values.kind,
        warehouse_id: warehouseId,
        ...(values.kind === 'transfer' ? { to_warehouse_id: values.to_warehouse_id } : {}),
        reason: values.reason?.trim() || undefined,
        lines: values.lines.map((l) => toLine(values.kind, l)),
      } satisfies MoveRequest,
      { onError: (error) => form.setFields(lineErrors(error, LINE_FIELDS, 'quantity')) },
    );
  };
  const only = rows.length === 1 && lines.length <= 1 ? rows[0] : undefined;
  const title = only ? `${t('inventory.stock.move')} · ${only.spare_part_code} ${only.part_name}` : `${t('inventory.stock.move')} · ${warehouseName}`;
  const required = { required: true, message: t('common.validation.required', [t('inventory.stock.quantity')]) };

  return (
    <Modal open title={title} width={lines.length > 1 ? 760 : 560} onCancel={onClose} onOk={() => form.submit()} confirmLoading={move.isPending} okButtonProps={{ 'data-testid': 'stock-move-submit', disabled: lines.length === 0 } as ButtonProps} data-testid="stock-move-dialog">
      <Form<MoveValues> form={form} layout="vertical" initialValues={{ kind: 'issue', to_warehouse_id: warehouseId, lines: rows.map(heldLine) }} onFinish={submit}>
        <Space wrap size="large">
          <Form.Item name="kind" label={t('inventory.stock.kind')} rules={[{ required: true }]}>
            <Select<MoveKind> style={{ minWidth: 160 }} aria-label={t('inventory.stock.kind')} options={MOVE_KINDS.map((k) => ({ value: k, label: t(`inventory.movement.${k}` as MessageKey) }))} data-testid="stock-move-kind" />
          </Form.Item>
          {kind === 'transfer' && (
            <Form.Item name="to_warehouse_id" label={t('inventory.stock.toWarehouse')} rules={[{ required: true }]}>
              <Select<number>
                style={{ minWidth: 180 }}
                options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
                onChange={() => form.setFieldValue('lines', (form.getFieldValue('lines') as MoveLineValues[]).map((l) => ({ ...l, to_bin_id: undefined })))}
              />
            </Form.Item>
          )}
        </Space>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => {
                const line = lines[i];
                return (
                  <div key={field.key} data-testid={`stock-move-line-${i}`}>
                    <Typography.Text strong>{line ? `${line.code} ${line.name}${line.place ? ` · ${line.place}` : ''}` : ''}</Typography.Text>
                    <Space wrap align="start">
                      {line && !line.held && (
                        <>
                          <Form.Item name={[field.name, 'bin_id']} label={t('inventory.stock.bin')}>
                            <Select<number> style={{ width: 130 }} allowClear aria-label={t('inventory.stock.bin')} options={sourceBins} data-testid={`stock-move-bin-${i}`} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'batch_no']} label={t('inventory.stock.batch')} rules={[{ max: INVENTORY_LIMITS.batch }]}>
                            <Input style={{ width: 130 }} data-testid={`stock-move-batch-${i}`} />
                          </Form.Item>
                        </>
                      )}
                      <Form.Item name={[field.name, 'quantity']} label={t('inventory.stock.quantity')} extra={line?.held ? `${t('inventory.stock.available')}: ${line.available ?? 0}` : undefined} rules={[required]}>
                        <InputNumber precision={0} min={kind === 'adjust' ? -INVENTORY_LIMITS.quantity : 1} max={INVENTORY_LIMITS.quantity} style={{ width: 140 }} data-testid={`stock-move-quantity-${i}`} />
                      </Form.Item>
                      {kind === 'transfer' && (
                        <Form.Item name={[field.name, 'to_bin_id']} label={t('inventory.stock.toBin')}>
                          <Select<number> style={{ width: 140 }} allowClear aria-label={t('inventory.stock.toBin')} options={targetBins} />
                        </Form.Item>
                      )}
                      {fields.length > 1 && <Button type="text" icon={<DeleteOutlined />} aria-label={t('common.buttons.delete')} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />}
                    </Space>
                  </div>
                );
              })}
              <Button icon={<AppstoreAddOutlined />} onClick={() => setSelecting(true)} disabled={fields.length >= INVENTORY_LIMITS.lines} data-testid="stock-move-select" style={{ marginBottom: 16 }}>
                {t('inventory.part.select')}
              </Button>
              <PartSelectDialog
                open={selecting}
                chosenCodes={lines.map((l) => l.code)}
                onClose={() => setSelecting(false)}
                onChoose={(parts) => parts.slice(0, INVENTORY_LIMITS.lines - fields.length).forEach((p) => add({ part_id: p.id, code: p.spare_part_code, name: p.name, held: false } satisfies MoveLineValues))}
              />
            </>
          )}
        </Form.List>
        <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="stock-move-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
