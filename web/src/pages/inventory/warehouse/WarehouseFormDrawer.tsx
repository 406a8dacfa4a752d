import { useMemo, useState, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INVENTORY_LIMITS, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useSaveWarehouse, useWarehouseUsers, warehouseBody, type WarehouseInput, type WarehouseRow } from './warehouse.api';

export interface WarehouseFormDrawerProps {
  row?: WarehouseRow;
  onClose: () => void;
}

/** Add or edit a warehouse: code, name, manager (a user of the enterprise), address, and its bins. */
export function WarehouseFormDrawer({ row, onClose }: WarehouseFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<WarehouseInput>();
  const save = useSaveWarehouse(onClose);
  const pending = save.add.isPending || save.update.isPending;
  const [keyword, setKeyword] = useState('');
  const users = useWarehouseUsers(keyword.trim());
  const options = useMemo(() => {
    const found = (users.data?.rows ?? []).map((u) => ({ value: u.id, label: u.name || u.account }));
    if (row?.manager_id && !found.some((o) => o.value === row.manager_id)) found.push({ value: row.manager_id, label: row.manager_name ?? `#${row.manager_id}` });
    return found;
  }, [users.data, row]);
  const initial: Partial<WarehouseInput> = row
    ? { code: row.code, name: row.name, manager_id: row.manager_id ?? undefined, address: row.address ?? undefined, remark: row.remark ?? undefined, bins: row.bins.map((b) => ({ id: b.id, code: b.code, name: b.name ?? undefined })) }
    : { bins: [] };
  const label = (key: string) => t(`inventory.warehouse.${key}` as MessageKey);

  return (
    <Drawer
      open
      size={640}
      title={t(row ? 'inventory.warehouse.edit' : 'inventory.warehouse.add')}
      onClose={onClose}
      data-testid="warehouse-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="warehouse-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<WarehouseInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => (row ? save.update.mutate({ ...warehouseBody(values), id: row.id, version: row.version }) : save.add.mutate(warehouseBody(values)))}
      >
        <Form.Item name="code" label={label('code')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [label('code')]) }, { max: INVENTORY_LIMITS.code }]}>
          <Input data-testid="warehouse-code" />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [label('name')]) }, { max: INVENTORY_LIMITS.name }]}>
          <Input data-testid="warehouse-name" />
        </Form.Item>
        <Form.Item name="manager_id" label={label('manager')}>
          <Select<number> allowClear showSearch filterOption={false} onSearch={setKeyword} aria-label={label('manager')} options={options} data-testid="warehouse-manager" />
        </Form.Item>
        <Form.Item name="address" label={label('address')} rules={[{ max: INVENTORY_LIMITS.text }]}>
          <Input />
        </Form.Item>
        <Form.List name="bins">
          {(fields, { add, remove }) => (
            <Form.Item label={label('bins')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'code']} rules={[{ required: true, whitespace: true, message: t('common.validation.required', [label('binCode')]) }]}>
                    <Input placeholder={label('binCode')} data-testid={`warehouse-bin-code-${field.name}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']}>
                    <Input placeholder={label('binName')} />
                  </Form.Item>
                  <Button type="text" icon={<DeleteOutlined />} aria-label={t('common.buttons.delete')} onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="warehouse-add-bin">
                {label('addBin')}
              </Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="remark" label={t('inventory.part.remark')} rules={[{ max: INVENTORY_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
