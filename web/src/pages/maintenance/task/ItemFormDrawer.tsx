import type { ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { CHOICE_ITEM_TYPES, MAINTENANCE_LIMITS, TASK_ITEM_TYPES, type TaskItemType } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { ITEM_TYPE_LABELS } from '../labels';
import { itemBody, useSaveItem, type ItemInput, type TaskItemRow } from './task.api';

export interface ItemFormDrawerProps {
  row?: TaskItemRow;
  onClose: () => void;
}

/** Add or edit a check item; the fields shown follow its type (limits for numbers, options for choices, the meter quantity). */
export function ItemFormDrawer({ row, onClose }: ItemFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<ItemInput>();
  const save = useSaveItem(onClose);
  const type = Form.useWatch('type', form) as TaskItemType | undefined;
  const options = (Form.useWatch('options', form) as string[] | undefined) ?? [];
  const measured = type === 'number' || type === 'meterReading';
  const choice = !!type && CHOICE_ITEM_TYPES.includes(type);
  const initial: Partial<ItemInput> = row
    ? {
        name: row.name,
        type: row.type,
        standard: row.standard ?? undefined,
        method: row.method ?? undefined,
        lower_limit: row.lower_limit,
        upper_limit: row.upper_limit,
        unit: row.unit ?? undefined,
        options: row.options,
        failing_options: row.failing_options,
        meter_quantity: row.meter_quantity ?? undefined,
        failure_opens_order: row.failure_opens_order,
      }
    : { type: 'passFail', failure_opens_order: false };
  const label = (key: Parameters<typeof t>[0]) => ({ label: t(key) });

  return (
    <Drawer
      open
      size={560}
      title={t(row ? 'maintenance.item.editTitle' : 'maintenance.item.addTitle')}
      onClose={onClose}
      data-testid="task-item-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={save.add.isPending || save.update.isPending} onClick={() => form.submit()} data-testid="task-item-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<ItemInput> form={form} layout="vertical" initialValues={initial} onFinish={(values) => (row ? save.update.mutate({ ...itemBody(values), id: row.id, version: row.version }) : save.add.mutate(itemBody(values)))}>
        <Form.Item name="name" {...label('maintenance.item.fields.name')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [t('maintenance.item.fields.name')]) }, { max: MAINTENANCE_LIMITS.name }]}>
          <Input data-testid="task-item-name" />
        </Form.Item>
        <Form.Item name="type" {...label('maintenance.item.fields.type')} rules={[{ required: true }]}>
          <Select options={TASK_ITEM_TYPES.map((value) => ({ value, label: t(ITEM_TYPE_LABELS[value]) }))} aria-label={t('maintenance.item.fields.type')} data-testid="task-item-type" />
        </Form.Item>
        <Form.Item name="standard" {...label('maintenance.item.fields.standard')} rules={[{ max: MAINTENANCE_LIMITS.text }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} data-testid="task-item-standard" />
        </Form.Item>
        <Form.Item name="method" {...label('maintenance.item.fields.method')} rules={[{ max: MAINTENANCE_LIMITS.text }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        {measured && (
          <Space wrap>
            <Form.Item name="lower_limit" {...label('maintenance.item.fields.lowerLimit')}>
              <InputNumber data-testid="task-item-lower" />
            </Form.Item>
            <Form.Item name="upper_limit" {...label('maintenance.item.fields.upperLimit')}>
              <InputNumber data-testid="task-item-upper" />
            </Form.Item>
            <Form.Item name="unit" {...label('maintenance.item.fields.unit')} rules={[{ max: MAINTENANCE_LIMITS.unit }]}>
              <Input style={{ width: 120 }} data-testid="task-item-unit" />
            </Form.Item>
          </Space>
        )}
        {type === 'meterReading' && (
          <Form.Item name="meter_quantity" {...label('maintenance.item.fields.meterQuantity')} rules={[{ required: true, message: t('maintenance.errors.meterQuantity') }]}>
            <Input data-testid="task-item-quantity" />
          </Form.Item>
        )}
        {choice && (
          <>
            <Form.Item name="options" {...label('maintenance.item.fields.options')} extra={t('maintenance.item.optionsHint')} rules={[{ required: true, type: 'array', min: 2, message: t('maintenance.errors.options') }]}>
              <Select mode="tags" open={false} aria-label={t('maintenance.item.fields.options')} data-testid="task-item-options" />
            </Form.Item>
            <Form.Item name="failing_options" {...label('maintenance.item.fields.failingOptions')}>
              <Select mode="multiple" options={options.map((value) => ({ value, label: value }))} aria-label={t('maintenance.item.fields.failingOptions')} />
            </Form.Item>
          </>
        )}
        <Form.Item name="failure_opens_order" {...label('maintenance.item.fields.failureOpensOrder')} valuePropName="checked">
          <Switch data-testid="task-item-opens-order" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
