import { useEffect, useMemo, useState, type ReactElement } from 'react';
import dayjs from 'dayjs';
import { Form, Input, Modal, Select } from 'antd';
import { INVENTORY_LIMITS, type MessageKey } from '@gengyun/contracts';
import { DateInput } from '@/components/DatePickers';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useWarehouseOptions, useWarehouseUsers } from '../warehouse/warehouse.api';
import { useAddStocktake, type StocktakeDetail } from './stocktake.api';

interface Values {
  count_date: string;
  warehouse_id?: number;
  bin_ids?: number[];
  person_user_id?: number;
  remark?: string;
}

/** A new stocktake (a draft): date, warehouse, optionally some of its bins, who counts (default: the caller), remark. */
export function StocktakeFormDialog({ open, warehouseId, onClose, onAdded }: { open: boolean; warehouseId?: number; onClose: () => void; onAdded: (row: StocktakeDetail) => void }): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const warehouses = useWarehouseOptions();
  const users = useWarehouseUsers(keyword);
  const chosen = Form.useWatch('warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === chosen)?.bins ?? [], [warehouses.data, chosen]);
  const add = useAddStocktake(onAdded);

  useEffect(() => {
    if (open) form.setFieldsValue({ count_date: dayjs().format('YYYY-MM-DD'), warehouse_id: warehouseId });
    else form.resetFields();
  }, [open, form, warehouseId]);

  const submit = async (): Promise<void> => {
    const v = await form.validateFields();
    await add.mutateAsync({ count_date: v.count_date, warehouse_id: v.warehouse_id as number, bin_ids: v.bin_ids?.length ? v.bin_ids : undefined, person_user_id: v.person_user_id, remark: v.remark?.trim() || undefined });
    onClose();
  };
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Modal
      open={open}
      forceRender
      title={t('inventory.stocktake.add')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('stocktake-form-submit', { loading: add.isPending })}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item name="count_date" label={t('inventory.stocktake.date')} rules={[required('inventory.stocktake.date')]}>
          <DateInput />
        </Form.Item>
        <Form.Item name="warehouse_id" label={t('inventory.stocktake.warehouse')} rules={[required('inventory.stocktake.warehouse')]}>
          <Select<number>
            aria-label={t('inventory.stocktake.warehouse')}
            options={(warehouses.data?.rows ?? []).map((w) => ({ value: w.id, label: w.name }))}
            onChange={() => form.setFieldValue('bin_ids', [])}
            data-testid="stocktake-form-warehouse"
          />
        </Form.Item>
        <Form.Item name="bin_ids" label={t('inventory.stocktake.bins')}>
          <Select<number[]> mode="multiple" allowClear placeholder={t('inventory.stocktake.allBins')} options={bins.map((b) => ({ value: b.id, label: b.code }))} data-testid="stocktake-form-bins" />
        </Form.Item>
        <Form.Item name="person_user_id" label={t('inventory.stocktake.person')}>
          <Select<number>
            allowClear
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            options={(users.data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.account})` }))}
            data-testid="stocktake-form-person"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('inventory.stocktake.remark')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="stocktake-form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
