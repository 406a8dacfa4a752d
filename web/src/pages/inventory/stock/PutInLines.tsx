import { useMemo, useState, type ReactElement } from 'react';
import { Button, Form, Input, InputNumber, Select, Space, type FormInstance } from 'antd';
import { AppstoreAddOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INVENTORY_LIMITS, PRICE_PATTERN, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { partLabel, usePartPicker, type SparePartRow } from '../part/part.api';
import { PartSelectDialog } from '../part/PartSelectDialog';
import type { PartOrderRow } from '../order/order.api';
import type { PutInValues } from './put-in-form';

type KnownPart = Pick<SparePartRow, 'id' | 'spare_part_code' | 'name'>;

/**
 * The lines of a put-in form (part, bin, batch, quantity, price), added one by one or through the parts selection
 * dialog: the put-in page's and a pending receipt's edit. `parts` names the parts the lines start with. Given the
 * warehouse's open `orders` (the put-in page), a line of an ordered part may name the order it brings in.
 */
export function PutInLines({ form, bins, parts: initial = [], orders }: { form: FormInstance<PutInValues>; bins: ReadonlyArray<{ id: number; code: string }>; parts?: KnownPart[]; orders?: readonly PartOrderRow[] }): ReactElement {
  const { t } = useT();
  const [keyword, setKeyword] = useState('');
  const parts = usePartPicker(keyword.trim());
  // Parts seen in the search or chosen in the dialog, so every line shows its code and the dialog knows the chosen codes.
  const [known, setKnown] = useState<ReadonlyMap<number, KnownPart>>(() => new Map(initial.map((p) => [p.id, p])));
  const [selecting, setSelecting] = useState(false);
  const lines = Form.useWatch('lines', form) as PutInValues['lines'] | undefined;
  const partOptions = useMemo(() => {
    const all = new Map(known);
    for (const p of parts.data?.rows ?? []) all.set(p.id, p);
    return all;
  }, [known, parts.data]);
  const chosenCodes = useMemo(() => (lines ?? []).flatMap((l) => (l?.part_id && partOptions.get(l.part_id) ? [partOptions.get(l.part_id)!.spare_part_code] : [])), [lines, partOptions]);
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
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
                  // The order chosen was one of the previous part's; kept, it would be sent and refused.
                  onChange={() => form.setFieldValue(['lines', field.name, 'order_id'], undefined)}
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
              {orders?.some((o) => o.part_id === lines?.[field.name]?.part_id) && (
                <Form.Item name={[field.name, 'order_id']}>
                  <Select<number>
                    style={{ width: 220 }}
                    allowClear
                    placeholder={t('inventory.order.line')}
                    aria-label={t('inventory.order.line')}
                    options={orders.filter((o) => o.part_id === lines?.[field.name]?.part_id).map((o) => ({ value: o.id, label: `${o.supplier_name ?? '-'} · ${o.on_order}${o.expected_date ? ` · ${o.expected_date}` : ''}` }))}
                    data-testid={`put-in-order-${field.name}`}
                  />
                </Form.Item>
              )}
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
  );
}
