import { useMemo, type ReactElement } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { WORK_ORDER_LIMITS, WORK_ORDER_TYPE_CODE_PATTERN } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { usePoolOptions } from '../pool/pool.api';
import { useWorkflowOptions } from '../workflow/workflow.api';
import { EMPTY_TYPE, PRIORITY_LEVELS, hiddenRequiredError, typeBody, typeInput, useFieldLibrary, useSaveType, type TypeInput, type WorkOrderTypeRow } from './type.api';
import { TypeRecordSettings } from './record/TypeRecordSettings';

export interface TypeFormDrawerProps {
  /** The edited type, or undefined to add. */
  row?: WorkOrderTypeRow;
  onClose: () => void;
}

const MAX_HOURS = WORK_ORDER_LIMITS.minutes[1] / 60;

/**
 * Add or edit a work-order type: code, name, default pool, the response and completion limits of priorities 1–5 (in
 * hours; response ≤ completion), the custom fields taken from the field library (hidden ones cannot be required) and
 * the cost display switches. The server checks the same rules; its refusal shows as the toast.
 */
export function TypeFormDrawer({ row, onClose }: TypeFormDrawerProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<TypeInput>();
  const save = useSaveType(onClose);
  const pending = save.add.isPending || save.update.isPending;
  const pools = usePoolOptions();
  const templates = useWorkflowOptions();
  const library = useFieldLibrary();
  const chosen = Form.useWatch('fields', form);
  const initial = useMemo(() => (row ? typeInput(row) : EMPTY_TYPE), [row]);
  const fieldOptions = useMemo(() => {
    const taken = new Set((chosen ?? []).map((field) => field?.field_id));
    const known = (library.data?.rows ?? []).map((field) => ({ value: field.id, label: `${field.name} (${field.code})`, disabled: taken.has(field.id) }));
    const missing = (row?.fields ?? []).filter((field) => !known.some((option) => option.value === field.field_id));
    return [...known, ...missing.map((field) => ({ value: field.field_id, label: `${field.name} (${field.code})`, disabled: taken.has(field.field_id) }))];
  }, [library.data, chosen, row]);
  const required = (key: 'workOrderType.fields.code' | 'workOrderType.fields.name') => ({ required: true, whitespace: true, message: t('common.validation.required', [t(key)]) });

  const levelColumns = [
    { key: 'level', title: t('workOrderType.fields.level'), width: 90, render: (_: unknown, level: number) => t('workOrderType.fields.levelN', [level]) },
    {
      key: 'response',
      title: t('workOrderType.fields.responseHours'),
      render: (_: unknown, level: number) => (
        <Form.Item
          name={['levels', level - 1, 'response_hours']}
          style={{ margin: 0 }}
          rules={[{ required: true, message: t('common.validation.required', [t('workOrderType.fields.responseHours')]) }]}
        >
          <InputNumber min={0.02} max={MAX_HOURS} step={0.5} style={{ width: '100%' }} aria-label={`${t('workOrderType.fields.responseHours')} ${level}`} data-testid={`work-type-response-${level}`} />
        </Form.Item>
      ),
    },
    {
      key: 'completion',
      title: t('workOrderType.fields.completionHours'),
      render: (_: unknown, level: number) => (
        <Form.Item
          name={['levels', level - 1, 'completion_hours']}
          style={{ margin: 0 }}
          dependencies={[['levels', level - 1, 'response_hours']]}
          rules={[
            { required: true, message: t('common.validation.required', [t('workOrderType.fields.completionHours')]) },
            ({ getFieldValue }) => ({
              validator: (_rule, value: number | null | undefined) => {
                const response = getFieldValue(['levels', level - 1, 'response_hours']) as number | null | undefined;
                return typeof response === 'number' && typeof value === 'number' && response > value ? Promise.reject(new Error(t('workOrder.errors.responseAfterCompletion'))) : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber min={0.02} max={MAX_HOURS} step={0.5} style={{ width: '100%' }} aria-label={`${t('workOrderType.fields.completionHours')} ${level}`} data-testid={`work-type-completion-${level}`} />
        </Form.Item>
      ),
    },
  ];

  return (
    <Drawer
      open
      size={720}
      title={t(row ? 'workOrderType.editTitle' : 'workOrderType.addTitle')}
      onClose={onClose}
      data-testid="work-type-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.buttons.cancel')}</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="work-type-submit">
            {t('common.buttons.save')}
          </Button>
        </Space>
      }
    >
      <Form<TypeInput>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => (row ? save.update.mutate({ ...typeBody(values, row), id: row.id }) : save.add.mutate(typeBody(values)))}
      >
        <Space size="middle" style={{ display: 'flex' }} align="start">
          <Form.Item
            name="code"
            label={t('workOrderType.fields.code')}
            rules={[required('workOrderType.fields.code'), { pattern: WORK_ORDER_TYPE_CODE_PATTERN, message: t('common.validation.invalid', [t('workOrderType.fields.code')]) }]}
          >
            <Input maxLength={50} data-testid="work-type-code" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('workOrderType.fields.name')}
            rules={[required('workOrderType.fields.name'), { max: WORK_ORDER_LIMITS.name, message: t('common.validation.maxLength', [t('workOrderType.fields.name'), WORK_ORDER_LIMITS.name]) }]}
          >
            <Input data-testid="work-type-name" />
          </Form.Item>
          <Form.Item name="enabled" label={t('workOrderType.fields.enabled')} valuePropName="checked">
            <Switch data-testid="work-type-enabled" />
          </Form.Item>
        </Space>
        <Form.Item name="default_pool_id" label={t('workOrderType.fields.defaultPool')}>
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            loading={pools.isFetching}
            aria-label={t('workOrderType.fields.defaultPool')}
            options={(pools.data?.rows ?? []).map((pool) => ({ value: pool.id, label: pool.name }))}
            data-testid="work-type-pool"
          />
        </Form.Item>
        <Form.Item name="default_template_id" label={t('workOrderType.fields.defaultTemplate')}>
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('workOrderType.fields.defaultTemplate')}
            options={(templates.data?.rows ?? []).map((flow) => ({ value: flow.id, label: `${flow.name} (${flow.code})` }))}
            data-testid="work-type-template"
          />
        </Form.Item>
        <Form.Item label={t('workOrderType.fields.levels')} required>
          <Table<number> size="small" bordered pagination={false} rowKey={(level) => level} dataSource={[...PRIORITY_LEVELS]} columns={levelColumns} data-testid="work-type-levels" />
        </Form.Item>
        <Form.Item label={t('workOrderType.fields.customFields')}>
          <Form.List name="fields">
            {(items, { add, remove }) => (
              <div data-testid="work-type-fields">
                {items.length === 0 && <Typography.Text type="secondary">{t('workOrderType.noFields')}</Typography.Text>}
                {items.map((item, index) => (
                  <Space key={item.key} align="baseline" style={{ display: 'flex' }} data-testid={`work-type-field-${index}`}>
                    <Form.Item
                      name={[item.name, 'field_id']}
                      rules={[{ required: true, message: t('common.validation.pleaseChoose', [t('workOrderType.fields.field')]) }]}
                    >
                      <Select<number>
                        showSearch
                        optionFilterProp="label"
                        style={{ width: 280 }}
                        loading={library.isFetching}
                        placeholder={t('workOrderType.fields.field')}
                        aria-label={`${t('workOrderType.fields.field')} ${index + 1}`}
                        options={fieldOptions}
                        data-testid={`work-type-field-select-${index}`}
                      />
                    </Form.Item>
                    <Form.Item name={[item.name, 'hidden']} label={t('workOrderType.fields.hidden')} valuePropName="checked" layout="horizontal">
                      <Switch
                        size="small"
                        data-testid={`work-type-field-hidden-${index}`}
                        onChange={(hidden) => {
                          // Hiding a field clears "required" (the server refuses both together).
                          if (hidden) form.setFieldValue(['fields', item.name, 'required'], false);
                        }}
                      />
                    </Form.Item>
                    <Form.Item noStyle dependencies={[['fields', item.name, 'hidden']]}>
                      {({ getFieldValue }) => {
                        const hidden = Boolean(getFieldValue(['fields', item.name, 'hidden']));
                        return (
                          <Form.Item
                            name={[item.name, 'required']}
                            label={t('workOrderType.fields.required')}
                            valuePropName="checked"
                            layout="horizontal"
                            tooltip={hidden ? t('common.validation.hiddenRequired') : undefined}
                            rules={[
                              {
                                validator: (_rule, value: boolean | undefined) => {
                                  const error = hiddenRequiredError({ hidden, required: Boolean(value) });
                                  return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
                                },
                              },
                            ]}
                          >
                            <Switch size="small" disabled={hidden} data-testid={`work-type-field-required-${index}`} />
                          </Form.Item>
                        );
                      }}
                    </Form.Item>
                    <Button type="link" danger size="small" onClick={() => remove(item.name)} data-testid={`work-type-field-remove-${index}`}>
                      {t('workOrderType.removeField')}
                    </Button>
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={items.length >= WORK_ORDER_LIMITS.fields}
                  onClick={() => add({ required: false, hidden: false })}
                  data-testid="work-type-field-add"
                >
                  {t('workOrderType.addField')}
                </Button>
              </div>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item label={t('workOrderType.fields.costDisplay')}>
          <Space size="large" wrap>
            <Form.Item name="show_fee" label={t('workOrderType.fields.showFee')} valuePropName="checked" layout="horizontal" style={{ margin: 0 }}>
              <Switch size="small" data-testid="work-type-show-fee" />
            </Form.Item>
            <Form.Item name="show_labour_cost" label={t('workOrderType.fields.showLabourCost')} valuePropName="checked" layout="horizontal" style={{ margin: 0 }}>
              <Switch size="small" data-testid="work-type-show-labour" />
            </Form.Item>
            <Form.Item name="show_parts_cost" label={t('workOrderType.fields.showPartsCost')} valuePropName="checked" layout="horizontal" style={{ margin: 0 }}>
              <Switch size="small" data-testid="work-type-show-parts" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="sort" label={t('workOrderType.fields.sort')}>
          <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('workOrderType.fields.remark')} rules={[{ max: WORK_ORDER_LIMITS.remark }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
      {row && <TypeRecordSettings typeId={row.id} />}
    </Drawer>
  );
}
