import { useMemo, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { AppstoreAddOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INVENTORY_LIMITS, Permission, PRICE_PATTERN, type PutInLine, type PutInRequest, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { partLabel, usePartPicker, type SparePartRow } from '../part/part.api';
import { PartSelectDialog } from '../part/PartSelectDialog';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { PendingReceipts } from '../receipt/PendingReceipts';
import { useAddReceipt } from '../receipt/receipt.api';
import { lineErrors } from './line-errors';
import { usePutIn } from './stock.api';

interface PutInValues {
  warehouse_id: number;
  supplier_id?: number;
  reason?: string;
  lines: Array<Partial<PutInLine>>;
}

/** The fields a put-in line shows: a refusal of the server on one of them is shown on it. */
const LINE_FIELDS = ['part_id', 'bin_id', 'batch_no', 'quantity', 'unit_price'] as const;

const toRequest = (values: PutInValues): PutInRequest & Record<string, unknown> => ({
  warehouse_id: values.warehouse_id,
  supplier_id: values.supplier_id,
  reason: values.reason?.trim() || undefined,
  lines: values.lines.map((l) => ({ part_id: l.part_id as number, bin_id: l.bin_id, batch_no: l.batch_no?.trim() || undefined, quantity: l.quantity as number, unit_price: String(l.unit_price ?? '').trim() })),
});

/**
 * /gengyun/bom/warehouseManageList/PutIn?warehouse_id=: parts arriving in a warehouse, with bin, batch, quantity and
 * price — put in now, or saved as a pending receipt (announced, on order) to confirm when the goods arrive. A line the
 * server refuses shows the refusal on that line.
 */
export function PutInPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [form] = Form.useForm<PutInValues>();
  const [keyword, setKeyword] = useState('');
  const parts = usePartPicker(keyword.trim());
  // Parts seen in the search or chosen in the dialog, so every line shows its code and the dialog knows the chosen codes.
  const [known, setKnown] = useState<ReadonlyMap<number, SparePartRow>>(new Map());
  const [selecting, setSelecting] = useState(false);
  const lines = Form.useWatch('lines', form) as PutInValues['lines'] | undefined;
  const partOptions = useMemo(() => {
    const all = new Map(known);
    for (const p of parts.data?.rows ?? []) all.set(p.id, p);
    return all;
  }, [known, parts.data]);
  const chosenCodes = useMemo(() => (lines ?? []).flatMap((l) => (l?.part_id && partOptions.get(l.part_id) ? [partOptions.get(l.part_id)!.spare_part_code] : [])), [lines, partOptions]);
  const warehouses = useWarehouseOptions();
  const { suppliers } = useEquipmentOptions();
  const warehouseId = Form.useWatch('warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === warehouseId)?.bins ?? [], [warehouses.data, warehouseId]);
  const back = () => void navigate(`/gengyun/bom/warehouseManageList${warehouseId ? `?warehouse_id=${warehouseId}` : ''}`);
  const putIn = usePutIn(back);
  const pending = useAddReceipt(() => form.resetFields(['lines']));
  const can = useCan();
  const showLineErrors = (error: unknown) => form.setFields(lineErrors(error, LINE_FIELDS, 'part_id'));
  const savePending = () =>
    void form
      .validateFields()
      .then((values) => pending.mutate(toRequest(values), { onError: showLineErrors }))
      .catch(() => undefined);
  const initialWarehouse = Number(query.get('warehouse_id') ?? 0) || undefined;
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Card title={t('menu.bom.putIn')} data-testid="put-in-page">
      <Form<PutInValues>
        form={form}
        layout="vertical"
        initialValues={{ warehouse_id: initialWarehouse, lines: [{}] }}
        onFinish={(values) => putIn.mutate(toRequest(values), { onError: showLineErrors })}
      >
        <Space wrap size="large">
          <Form.Item name="warehouse_id" label={t('inventory.warehouse.name')} rules={[required('inventory.warehouse.name')]}>
            <Select<number> style={{ minWidth: 200 }} aria-label={t('inventory.warehouse.name')} options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))} data-testid="put-in-warehouse" />
          </Form.Item>
          <Form.Item name="supplier_id" label={t('inventory.part.supplier')}>
            <Select<number> style={{ minWidth: 200 }} allowClear showSearch optionFilterProp="label" options={selectOptions(suppliers.data)} />
          </Form.Item>
          <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
            <Input style={{ minWidth: 260 }} />
          </Form.Item>
        </Space>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Form.Item label={t('inventory.stock.lines')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'part_id']} rules={[required('inventory.part.name')]}>
                    <Select<number>
                      style={{ width: 260 }}
                      showSearch
                      filterOption={false}
                      onSearch={setKeyword}
                      placeholder={t('inventory.part.name')}
                      aria-label={t('inventory.part.name')}
                      options={[...partOptions.values()].map((p) => ({ value: p.id, label: partLabel(p) }))}
                      data-testid={`put-in-part-${field.name}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'bin_id']}>
                    <Select<number> style={{ width: 120 }} allowClear placeholder={t('inventory.stock.bin')} options={bins.map((b) => ({ value: b.id, label: b.code }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'batch_no']} rules={[{ max: INVENTORY_LIMITS.batch }]}>
                    <Input style={{ width: 120 }} placeholder={t('inventory.stock.batch')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'quantity']} rules={[required('inventory.stock.quantity')]}>
                    <InputNumber min={1} max={INVENTORY_LIMITS.quantity} precision={0} placeholder={t('inventory.stock.quantity')} data-testid={`put-in-quantity-${field.name}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unit_price']} rules={[required('inventory.stock.unitPrice'), { pattern: PRICE_PATTERN, message: t('inventory.errors.priceFormat') }]}>
                    <Input style={{ width: 120 }} inputMode="decimal" placeholder={t('inventory.stock.unitPrice')} data-testid={`put-in-price-${field.name}`} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" icon={<DeleteOutlined />} aria-label={t('common.buttons.delete')} onClick={() => remove(field.name)} />}
                </Space>
              ))}
              <div>
                <Space wrap>
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= INVENTORY_LIMITS.lines}>
                    {t('inventory.stock.addLine')}
                  </Button>
                  <Button icon={<AppstoreAddOutlined />} onClick={() => setSelecting(true)} disabled={fields.length >= INVENTORY_LIMITS.lines} data-testid="put-in-select">
                    {t('inventory.part.select')}
                  </Button>
                </Space>
              </div>
              <PartSelectDialog
                open={selecting}
                chosenCodes={chosenCodes}
                onClose={() => setSelecting(false)}
                onChoose={(rows) => {
                  setKnown((all) => new Map([...all, ...rows.map((r) => [r.id, r] as const)]));
                  const current = (form.getFieldValue('lines') as PutInValues['lines'] | undefined) ?? [];
                  // An empty first line takes the first chosen part.
                  const empty = current.findIndex((l) => !l?.part_id);
                  const room = INVENTORY_LIMITS.lines - fields.length;
                  rows.slice(0, room + (empty >= 0 ? 1 : 0)).forEach((row, i) => {
                    if (i === 0 && empty >= 0) form.setFieldValue(['lines', empty, 'part_id'], row.id);
                    else add({ part_id: row.id });
                  });
                }}
              />
            </Form.Item>
          )}
        </Form.List>
        <Space>
          <Button onClick={back}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={putIn.isPending} data-testid="put-in-submit">
            {t('common.buttons.save')}
          </Button>
          <Button onClick={savePending} loading={pending.isPending} data-testid="put-in-pending">
            {t('inventory.receipt.saveAsPending')}
          </Button>
        </Space>
      </Form>
      {can(Permission.stock.list) && <PendingReceipts warehouseId={warehouseId} />}
    </Card>
  );
}
