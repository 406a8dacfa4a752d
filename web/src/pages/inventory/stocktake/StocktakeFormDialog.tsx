import { useEffect, useMemo, useState, type ReactElement } from 'react';
import dayjs from 'dayjs';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { INVENTORY_LIMITS, type MessageKey } from '@gengyun/contracts';
import { DateInput } from '@/components/DatePickers';
import { testIdProps } from '@/components/test-ids';
import { useT } from '@/i18n/t';
import { useWarehouseOptions, useWarehouseUsers } from '../warehouse/warehouse.api';
import { useAddStocktake, useUpdateStocktake, type StocktakeDetail, type StocktakeRow } from './stocktake.api';

interface Values {
  count_date: string;
  warehouse_id?: number;
  bin_ids?: number[];
  person_user_id?: number;
  remark?: string;
  blind?: boolean;
}

export interface StocktakeFormDialogProps {
  open: boolean;
  warehouseId?: number;
  /** A draft to edit (at its version); left out: a new count. */
  row?: StocktakeRow;
  onClose: () => void;
  onAdded: (row: StocktakeDetail) => void;
}

/**
 * A new stocktake (a draft), or a draft edited: date, warehouse, optionally some of its bins, who counts (default:
 * the caller), remark, and whether it is blind (counters are not shown the expected quantities).
 */
export function StocktakeFormDialog({ open, warehouseId, row, onClose, onAdded }: StocktakeFormDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const warehouses = useWarehouseOptions();
  const users = useWarehouseUsers(keyword);
  const chosen = Form.useWatch('warehouse_id', form);
  const bins = useMemo(() => (warehouses.data?.rows ?? []).find((w) => w.id === chosen)?.bins ?? [], [warehouses.data, chosen]);
  const add = useAddStocktake(onAdded);
  const update = useUpdateStocktake();

  useEffect(() => {
    if (open && row) form.setFieldsValue({ count_date: row.count_date, warehouse_id: row.warehouse_id, bin_ids: row.bin_ids, person_user_id: row.person_user_id ?? undefined, remark: row.remark ?? undefined, blind: row.blind });
    else if (open) form.setFieldsValue({ count_date: dayjs().format('YYYY-MM-DD'), warehouse_id: warehouseId });
    else form.resetFields();
  }, [open, form, warehouseId, row]);

  const submit = async (): Promise<void> => {
    const v = await form.validateFields();
    const body = { count_date: v.count_date, warehouse_id: v.warehouse_id as number, bin_ids: v.bin_ids?.length ? v.bin_ids : undefined, person_user_id: v.person_user_id, remark: v.remark?.trim() || undefined, blind: v.blind ?? false };
    if (row) await update.mutateAsync({ ...body, id: row.id, version: row.version });
    else await add.mutateAsync(body);
    onClose();
  };
  const required = (key: MessageKey) => ({ required: true, message: t('common.validation.required', [t(key)]) });

  return (
    <Modal
      open={open}
      forceRender
      title={t(row ? 'inventory.stocktake.edit' : 'inventory.stocktake.add')}
      okText={t('common.buttons.save')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('stocktake-form-submit', { loading: add.isPending || update.isPending })}
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
        <Form.Item name="blind" valuePropName="checked" extra={t('inventory.stocktake.blindHint')}>
          <Checkbox data-testid="stocktake-form-blind">{t('inventory.stocktake.blind')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
