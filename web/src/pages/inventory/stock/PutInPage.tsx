import { useMemo, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { INVENTORY_LIMITS, Permission, type MessageKey } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { selectOptions, useEquipmentOptions } from '@/pages/equipment/common/options.api';
import { useWarehouseOptions } from '../warehouse/warehouse.api';
import { PendingReceipts } from '../receipt/PendingReceipts';
import { useAddReceipt } from '../receipt/receipt.api';
import { lineErrors } from './line-errors';
import { PutInLines } from './PutInLines';
import { useOrderPage } from '../order/order.api';
import { LINE_FIELDS, toPutInRequest, withoutPlaceChoices, type PutInValues } from './put-in-form';
import { usePutIn } from './stock.api';

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
  const warehouses = useWarehouseOptions();
  const { suppliers } = useEquipmentOptions();
  const warehouseId = Form.useWatch('warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === warehouseId)?.bins ?? [], [warehouses.data, warehouseId]);
  const back = () => void navigate(`/gengyun/bom/warehouseManageList${warehouseId ? `?warehouse_id=${warehouseId}` : ''}`);
  const putIn = usePutIn(back);
  const pending = useAddReceipt(() => form.resetFields(['lines']));
  const can = useCan();
  const orders = useOrderPage({ warehouse_id: warehouseId, status: 'open', pageSize: 100 }, Boolean(warehouseId) && can(Permission.stock.list));
  const showLineErrors = (error: unknown) => form.setFields(lineErrors(error, LINE_FIELDS, 'part_id'));
  const savePending = () =>
    void form
      .validateFields()
      .then((values) => pending.mutate(toPutInRequest(values), { onError: showLineErrors }))
      .catch(() => undefined);
  const initialWarehouse = Number(query.get('warehouse_id') ?? 0) || undefined;
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Card title={t('menu.bom.putIn')} data-testid="put-in-page">
      <Form<PutInValues>
        form={form}
        layout="vertical"
        initialValues={{ warehouse_id: initialWarehouse, lines: [{}] }}
        onFinish={(values) => putIn.mutate(toPutInRequest(values), { onError: showLineErrors })}
      >
        <Space wrap size="large">
          <Form.Item name="warehouse_id" label={t('inventory.warehouse.name')} rules={[required('inventory.warehouse.name')]}>
            <Select<number>
              style={{ minWidth: 200 }}
              aria-label={t('inventory.warehouse.name')}
              options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
              onChange={() => form.setFieldValue('lines', withoutPlaceChoices(form.getFieldValue('lines') as PutInValues['lines']))}
              data-testid="put-in-warehouse"
            />
          </Form.Item>
          <Form.Item name="supplier_id" label={t('inventory.part.supplier')}>
            <Select<number> style={{ minWidth: 200 }} allowClear showSearch optionFilterProp="label" options={selectOptions(suppliers.data)} />
          </Form.Item>
          <Form.Item name="reason" label={t('inventory.stock.reason')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
            <Input style={{ minWidth: 260 }} />
          </Form.Item>
        </Space>
        <PutInLines form={form} bins={bins} orders={orders.data?.rows} />
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
